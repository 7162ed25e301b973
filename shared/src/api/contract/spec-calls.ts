/**
 * Every call of the two specs' section 7 tables (spec 1 = 1-shell-accounts.md, spec 2 = 2-content-agents.md),
 * transcribed row by row, with the contract endpoint that makes it (`ours`, an export of this folder) and
 * the platform-profile setting that maps it. `spec-calls.test.ts` checks each entry against the contract
 * and the client, and renders docs/platform-contract.md from this list (the test fails when the doc is stale).
 */
import type * as contract from './index';
import type { HttpMethod } from './endpoint';

/** Names of the contract's exports (the test checks they are endpoints). */
export type ContractName = keyof typeof contract;

export interface SpecCall {
  spec: 1 | 2;
  purpose: string;
  /** The path or name as the spec writes it. */
  specPath: string;
  /** Only when the spec states it. */
  method?: HttpMethod;
  /** T = needs the login token, E = payload encrypted (as the spec marks them). */
  flags: '' | 'T' | 'E' | 'T,E';
  /** Payload and answer as the spec gives them ('not shown' where it does not). */
  payload: string;
  reads: string;
  /** Request field names the spec lists: the client must send exactly these names (checked). */
  fields?: readonly string[];
  /** The contract endpoint that makes this call, or null with `note` saying why there is none. */
  ours: ContractName | null;
  /** The profile setting that maps it (docs/platform-profile.md); '' when the spec's path is used as is. */
  profile: string;
  /** Why we differ from the spec here (path, method, flag), or why there is no endpoint. */
  note?: string;
  /** Why no front-end code calls it (checked: a served call without a caller needs this). */
  noCaller?: string;
}

const HV = 'human-verification result';

export const SPEC_CALLS: readonly SpecCall[] = [
  // ---- spec 1 §7 ----
  { spec: 1, purpose: 'Login', specPath: '/wps/session/login', method: 'POST', flags: 'E', payload: `username, password, captcha, type, ${HV}`, reads: 'value.token, firstTimeLogin, passwordExpired', fields: ['username', 'password', 'captcha', 'type'], ours: 'login', profile: 'payloadEncryption, humanVerification, captchaBinding' },
  { spec: 1, purpose: 'Login by code', specPath: 'loginCode', method: 'POST', flags: '', payload: 'not shown', reads: 'same as login', ours: 'loginCode', profile: 'paths.loginCode' },
  { spec: 1, purpose: 'Free-play login', specPath: '/wps/session/login/freeplay', method: 'POST', flags: '', payload: 'os, platform W, an encrypted random string, gateway version 3', reads: 'token', ours: 'freePlayLogin', profile: 'payloadEncryption (the random string, encryptFreePlayString); switches.freePlay', note: 'field names not shown: os, platform, randomString, gatewayVersion are ours' },
  { spec: 1, purpose: 'Logout', specPath: '/wps/session/logout', method: 'DELETE', flags: 'T', payload: 'none', reads: 'not shown', ours: 'logout', profile: 'token' },
  { spec: 1, purpose: 'Member info', specPath: '/wps/member/info', method: 'GET', flags: 'T', payload: 'none', reads: 'member info', ours: 'memberInfo', profile: 'token' },
  { spec: 1, purpose: 'Register (username)', specPath: '/wps/member/register', method: 'PUT', flags: 'E', payload: `user fields, ${HV}, login true, countryDialingCode, registerUrl, affiliateCode, referralCode, domain, registerMethod WEB; firebaseChannel sms with firebaseIdToken`, reads: 'not shown', fields: ['login', 'countryDialingCode', 'registerUrl', 'affiliateCode', 'referralCode', 'domain', 'registerMethod'], ours: 'register', profile: 'payloadEncryption, humanVerification' },
  { spec: 1, purpose: 'Register (mobile)', specPath: '/wps/member/register/mobile', method: 'PUT', flags: 'E', payload: 'same', reads: 'not shown', fields: ['login', 'countryDialingCode', 'registerUrl', 'affiliateCode', 'referralCode', 'domain', 'registerMethod'], ours: 'registerMobile', profile: 'payloadEncryption, humanVerification' },
  { spec: 1, purpose: 'Change password', specPath: '/wps/member/password', method: 'POST', flags: 'T,E', payload: 'oldPassword, newPassword, confirmNewPassword', reads: 'not shown', fields: ['oldPassword', 'newPassword', 'confirmNewPassword'], ours: 'changePassword', profile: 'token, payloadEncryption' },
  { spec: 1, purpose: 'Forgot password by e-mail', specPath: '/wps/member/password/email', method: 'POST', flags: '', payload: 'username, email (form)', reads: 'not shown', fields: ['username', 'email'], ours: 'forgotPasswordByEmail', profile: '' },
  { spec: 1, purpose: 'Password by phone', specPath: '/wps/member/password/verification', method: 'POST', flags: 'E', payload: 'newPassword, mobileNum, verificationCode', reads: 'not shown', fields: ['newPassword', 'mobileNum', 'verificationCode'], ours: 'setPasswordByPhone', profile: 'payloadEncryption', note: 'the spec also names it setPasswordByPhone' },
  { spec: 1, purpose: 'Captcha', specPath: '/wps/captcha', method: 'GET', flags: '', payload: 'none', reads: 'value = base64 image', ours: 'captcha', profile: 'captchaBinding' },
  { spec: 1, purpose: 'SMS, login', specPath: '/wps/verification/sms/noLogin', flags: '', payload: `mobileNum, countryDialingCode (+ ${HV})`, reads: 'success, message, value.expiredMinutes', fields: ['mobileNum', 'countryDialingCode'], ours: 'smsLoginCode', profile: 'humanVerification', note: 'method not shown: POST is ours' },
  { spec: 1, purpose: 'SMS, registration', specPath: '/wps/verification/sms/register', flags: '', payload: `countryDialingCode, mobileNo plus ${HV}`, reads: 'success, message, value.expiredMinutes', fields: ['countryDialingCode', 'mobileNo'], ours: 'smsRegisterCode', profile: 'humanVerification', note: 'method not shown: POST is ours' },
  { spec: 1, purpose: 'Affiliate check', specPath: '/wps/agent/affiliate', method: 'GET', flags: '', payload: 'code, domain', reads: 'success or failure', fields: ['code', 'domain'], ours: 'affiliateCheck', profile: '' },
  { spec: 1, purpose: 'Registration settings', specPath: '/wps/system/setting/register', method: 'GET', flags: '', payload: 'none', reads: 'per-field settings', ours: 'registerSettings', profile: '' },
  { spec: 1, purpose: 'White-label', specPath: '/wps/system/whitelabel', method: 'GET', flags: '', payload: 'none', reads: 'switch tree', ours: 'whitelabel', profile: 'switches' },
  { spec: 1, purpose: 'Member icon', specPath: '/wps/member/info/icon', method: 'GET', flags: 'T', payload: 'none', reads: 'not shown', ours: 'memberIcon', profile: 'token' },
  { spec: 1, purpose: 'Avatar', specPath: '/wps/relay/MCSFE_getPlayerAvatar', flags: 'T', payload: 'none', reads: 'not shown', ours: 'playerAvatar', profile: 'token', note: 'method not shown: GET is ours' },
  { spec: 1, purpose: 'Permission', specPath: 'permission', method: 'GET', flags: '', payload: 'page host as url', reads: 'info tree: whitelabel, register validators, resources, customerService, analytics.gtagId, domainRoute, imageCDNs, launchGameCDNs, location, maintenance, regionRestriction', fields: ['url'], ours: 'permission', profile: 'paths.permission' },
  { spec: 1, purpose: 'Routers / domain list', specPath: 'routers; /wps/system/domainRoute', method: 'GET', flags: '', payload: 'device 0 and device 3', reads: 'value.domainList[].domainName, speed, resources', fields: ['device'], ours: 'domainRoute', profile: 'paths.routers' },
  { spec: 1, purpose: 'System status', specPath: '/wps/system/status', flags: '', payload: 'none', reads: 'not shown', ours: 'systemStatus', profile: 'paths.systemStatus', note: 'method not shown: GET is ours' },
  { spec: 1, purpose: 'Feedback', specPath: '/wps/feedback', method: 'PUT', flags: '', payload: 'not shown', reads: 'not shown', ours: 'feedback', profile: '' },
  { spec: 1, purpose: 'Help center', specPath: '/wps/system/helpCenter', flags: '', payload: 'none', reads: 'not shown', ours: 'helpCenter', profile: 'paths.helpCenter', note: 'method not shown: GET is ours' },
  { spec: 1, purpose: 'Language update', specPath: 'not shown', flags: '', payload: 'language', reads: 'not shown', fields: ['language'], ours: 'updateLanguage', profile: 'paths.updateLanguage', note: 'path and method not shown: PUT /wps/member/language (T) is ours' },
  { spec: 1, purpose: 'Game menus (named in the notes)', specPath: '/lgw/games/game_menus', flags: '', payload: 'not shown', reads: 'not shown', ours: 'gameMenus', profile: '', note: 'method not shown: GET is ours' },
  { spec: 1, purpose: 'Country code (fetched on load)', specPath: 'not shown', flags: '', payload: 'not shown', reads: 'not shown', ours: 'countries', profile: 'paths.countries', note: 'path not shown: GET /wps/system/countries is ours' },
  // ---- spec 2 §7 ----
  { spec: 2, purpose: 'Game list', specPath: '/wps/relay/GCSGAME_gameList', method: 'GET', flags: 'T', payload: 'game query', reads: 'not shown', ours: 'gameList', profile: '', note: 'T in the spec; our API lets visitors browse, the hall shows "log in" on a platform 401' },
  { spec: 2, purpose: 'Announcements', specPath: '/wps/relay/MCSFE_getListAnnouncements', method: 'GET', flags: '', payload: 'types, platform W, execution', reads: 'not shown', fields: ['types', 'platform', 'execution'], ours: 'announcements', profile: '' },
  { spec: 2, purpose: 'Vendor game types', specPath: '/wps/relay/GCSGAME_getVassGameType', method: 'GET', flags: 'T', payload: 'not shown', reads: 'not shown', ours: 'vassGameType', profile: '', noCaller: 'the hall builds its type tabs from the game menus (gameMenus); served for platforms that need it', note: 'T in the spec; visitors may browse on our API' },
  { spec: 2, purpose: 'Vendor list', specPath: '/wps/relay/GCSGAME_newGameVendor', method: 'GET', flags: 'T', payload: 'default platform html5-desktop', reads: 'not shown', fields: ['platform'], ours: 'newGameVendor', profile: '', note: 'T in the spec; visitors may browse on our API' },
  { spec: 2, purpose: 'Favourite game ids', specPath: '/wps/relay/MCSFE_getFavoriteGames', method: 'GET', flags: 'T', payload: 'not shown', reads: 'not shown', ours: 'favoriteGames', profile: 'token' },
  { spec: 2, purpose: 'Favourite games list', specPath: '/wps/relay/MCSFE_getFavoriteGamesList', method: 'GET', flags: 'T', payload: 'not shown', reads: 'not shown', ours: 'favoriteGamesList', profile: 'token' },
  { spec: 2, purpose: 'Favourite add', specPath: 'not shown (favourites)', flags: 'T', payload: 'not shown', reads: 'not shown', ours: 'addFavoriteGame', profile: 'paths.addFavoriteGame', note: 'path not shown: POST /wps/relay/MCSFE_addFavoriteGame is ours' },
  { spec: 2, purpose: 'Favourite remove', specPath: 'not shown (favourites)', flags: 'T', payload: 'not shown', reads: 'not shown', ours: 'removeFavoriteGame', profile: 'paths.removeFavoriteGame', note: 'path not shown: POST /wps/relay/MCSFE_removeFavoriteGame is ours' },
  { spec: 2, purpose: 'Recent games', specPath: '/wps/relay/GCS_recentGame', method: 'GET', flags: 'T', payload: 'clientType 3, vassalage', reads: 'not shown', fields: ['clientType', 'vassalage'], ours: 'recentGames', profile: 'token' },
  { spec: 2, purpose: 'Hot games', specPath: '/wps/relay/GCSGAME_hotGamesV2', method: 'GET', flags: '', payload: 'merchantCode, isPlatform 2, platform flash,html5-desktop', reads: 'not shown', fields: ['merchantCode', 'isPlatform', 'platform'], ours: 'hotGames', profile: '' },
  { spec: 2, purpose: 'Sports provider launch', specPath: '/wps/relay/GCS_gameLaunchFB', method: 'GET', flags: '', payload: 'not shown', reads: 'not shown', ours: 'sportsLaunch', profile: '' },
  { spec: 2, purpose: 'PVP room list', specPath: '/wps/relay/GLS2_roomList', method: 'GET', flags: 'T', payload: 'not shown', reads: 'value.content', ours: 'pvpRoomList', profile: 'token' },
  { spec: 2, purpose: 'Game launch', specPath: '/wps/game/launchGame', method: 'GET', flags: 'T', payload: 'not shown', reads: 'value.content', ours: 'launchGame', profile: 'paths.launchGame' },
  { spec: 2, purpose: 'Lottery menu', specPath: '/lgw/vn/games/game_menu', method: 'GET', flags: '', payload: 'prizeMode, device WEB', reads: 'not shown', fields: ['prizeMode', 'device'], ours: 'lotteryMenu', profile: '' },
  { spec: 2, purpose: 'Recent lottery menu', specPath: '/lgw/vn/games/game_menu/recent', method: 'GET', flags: 'T', payload: 'prizeMode, device WEB, recentCount 100', reads: 'not shown', fields: ['prizeMode', 'device', 'recentCount'], ours: 'recentLotteryMenu', profile: 'token' },
  { spec: 2, purpose: 'Lottery lobby launch', specPath: 'lottery lobby launch', method: 'GET', flags: '', payload: 'lottoArea VN, launchMode LOTT, prize mode, game code, view betting or lobby, device, back url, language', reads: 'not shown', ours: 'lotteryLaunch', profile: 'paths.lotteryLaunch', note: 'path not shown: GET /lgw/games/launch is ours' },
  { spec: 2, purpose: 'Mission summary', specPath: 'MCSFE_getMissionSummaryDetails', method: 'GET', flags: 'T', payload: 'not shown', reads: 'not shown', ours: 'missionSummary', profile: 'token' },
  { spec: 2, purpose: 'Mission leaderboard', specPath: 'MCSFE_getMissionLeaderboard', method: 'GET', flags: 'T', payload: 'not shown', reads: 'not shown', ours: 'missionLeaderboard', profile: 'token' },
  { spec: 2, purpose: 'Popular lotteries', specPath: '/lgw/games/popular', method: 'GET', flags: '', payload: 'count 20, prizeMode, device, language', reads: 'not shown', fields: ['count', 'prizeMode', 'device', 'language'], ours: 'popularLotteries', profile: '' },
  { spec: 2, purpose: 'Regional numbers', specPath: '/lgw/vn/numeros/opened/game', method: 'GET', flags: '', payload: 'count 100', reads: 'not shown', fields: ['count'], ours: 'regionalNumbers', profile: '' },
  { spec: 2, purpose: 'Opened numbers', specPath: '/lotto/lgw/games/opened/numero', method: 'GET', flags: 'T', payload: 'not shown', reads: 'not shown', ours: 'openedNumeros', profile: 'token', noCaller: 'the home shows regional numbers (regionalNumbers); the lotto-gateway variant has no page yet' },
  { spec: 2, purpose: 'Dividend contract processing', specPath: 'MCS2_processDividendReq', flags: 'T', payload: 'not shown', reads: 'not shown', ours: 'processDividendContract', profile: 'token' },
  { spec: 2, purpose: 'Daily salary contract processing', specPath: 'MCS2_processDailySalContract', flags: 'T', payload: 'not shown', reads: 'not shown', ours: 'processDailySalaryContract', profile: 'token' },
  { spec: 2, purpose: 'Hourly salary contract processing', specPath: 'MCS2_processContractHourSalary', flags: 'T', payload: 'not shown', reads: 'not shown', ours: 'processHourSalaryContract', profile: 'token' },
  { spec: 2, purpose: 'Real-time salary contract processing', specPath: 'MCSFE_processRealTimeSalaryContract', flags: 'T', payload: 'not shown', reads: 'not shown', ours: 'processRealtimeSalaryContract', profile: 'token' },
  { spec: 2, purpose: 'Rank list', specPath: 'GCSGAME_getRankList', method: 'GET', flags: '', payload: 'not shown', reads: 'not shown', ours: 'rankList', profile: '', note: 'ours: GET ?gameType&by=win|bet&period=day|week|month, top 10 of real rounds, accounts masked; the home and every game hall' },
  { spec: 2, purpose: 'Balance', specPath: '/wps/v2/wallets/balance', method: 'GET', flags: 'T', payload: 'not shown', reads: 'value.sumBalance', ours: 'balance', profile: 'token' },
  { spec: 2, purpose: 'Wallet transfer', specPath: '/wps/relay/GCS_walletTransfer', method: 'POST', flags: 'T', payload: 'not shown', reads: 'not shown', ours: 'walletTransfer', profile: 'token' },
  { spec: 2, purpose: 'Consolidated funds', specPath: '/wps/member/info/funds/consolidated', method: 'GET', flags: 'T', payload: 'not shown', reads: 'not shown', ours: 'consolidatedFunds', profile: 'token' },
  { spec: 2, purpose: 'Merchant wallet', specPath: '/wps/relay/GCS_merchantWallet', method: 'GET', flags: 'T', payload: 'not shown', reads: 'isSingle', ours: 'merchantWallet', profile: 'token', noCaller: 'the wallet page reads consolidatedFunds; single-wallet mode is not built yet' },
  { spec: 2, purpose: 'Raffle promotion claim', specPath: 'MCS2_claimRafflePromotion', method: 'POST', flags: 'T', payload: 'not shown', reads: 'not shown', ours: 'claimRafflePromotion', profile: 'token' },
  { spec: 2, purpose: 'Unread count', specPath: 'CSP_unreadCount', method: 'GET', flags: 'T', payload: 'not shown', reads: 'not shown', ours: 'unreadCount', profile: 'token' },
  { spec: 2, purpose: 'Point balance', specPath: 'MCS2_getPointBalance', method: 'GET', flags: 'T', payload: 'not shown', reads: 'not shown', ours: 'pointBalance', profile: 'token' },
  { spec: 2, purpose: 'Point rewards', specPath: 'getPointReward', method: 'GET', flags: 'T', payload: 'not shown', reads: 'not shown', ours: 'pointRewards', profile: 'token', note: 'token optional: a visitor sees the rewards and a call to log in' },
  { spec: 2, purpose: 'Redeem point reward', specPath: '/wps/relay/passwordCheck/MCS2_redeemPointReward', method: 'POST', flags: 'T', payload: 'not shown', reads: 'not shown', ours: 'redeemPointReward', profile: 'token' },
  { spec: 2, purpose: 'Redeem history', specPath: 'getRedeemPointList', method: 'GET', flags: 'T', payload: 'not shown', reads: 'not shown', ours: 'redeemHistory', profile: 'token' },
  { spec: 2, purpose: 'Point config', specPath: 'getPointConfig', method: 'GET', flags: 'T', payload: 'not shown', reads: 'not shown', ours: 'pointConfig', profile: 'token' },
  { spec: 2, purpose: 'Point details', specPath: 'ODSFE2_MemTransDet', method: 'GET', flags: 'T', payload: 'not shown', reads: 'not shown', ours: 'pointDetails', profile: 'token' },
  { spec: 2, purpose: 'Convert points', specPath: '/wps/relay/passwordCheck/MCS2_convertPoint', method: 'POST', flags: 'T', payload: 'not shown', reads: 'not shown', ours: 'convertPoints', profile: 'token' },
  { spec: 2, purpose: 'Winner board', specPath: 'winner board', method: 'GET', flags: '', payload: 'not shown', reads: 'not shown', ours: 'winnerBoard', profile: 'paths.winnerBoard', note: 'path not shown: /wps/relay/GCSGAME_getWinnerBoard is ours' },
  { spec: 2, purpose: 'Get consolidated', specPath: 'get consolidated', method: 'GET', flags: '', payload: 'not shown', reads: 'not shown', ours: 'consolidated', profile: 'paths.consolidated', note: 'path not shown: /wps/relay/MCS2_getConsolidated (T) is ours' },
  { spec: 2, purpose: 'Customer service link list', specPath: 'service link list', method: 'GET', flags: '', payload: 'not shown', reads: 'entry of type 3; last 8 characters of its path are a key, the rest ciphertext', ours: 'customerServiceList', profile: 'paths.customerServiceList', note: 'path not shown: /wps/system/customerService is ours' },
];
