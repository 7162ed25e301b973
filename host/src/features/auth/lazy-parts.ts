import { lazyPart } from '@suite/shared';

// Account parts a visitor's home does not paint (docs/performance.md, "Host first load"): each loads
// when it is first shown.
export const LazyMemberPanel = lazyPart(() => import('./components/MemberPanel').then((module) => module.MemberPanel));
export const LazyBalanceDisplay = lazyPart(() => import('./components/BalanceDisplay').then((module) => module.BalanceDisplay));
export const LazyNewIpVerification = lazyPart(() => import('./components/NewIpVerification').then((module) => module.NewIpVerification));
export const LazyCaptchaField = lazyPart(() => import('./components/CaptchaField').then((module) => module.CaptchaField));
export const LazySmsCodeButton = lazyPart(() => import('./components/SmsCodeButton').then((module) => module.SmsCodeButton));
export const LazyCountryPicker = lazyPart(() => import('../country-picker/components/CountryPicker').then((module) => module.CountryPicker));
export const LazyReturnRequest = lazyPart(() => import('./components/ReturnRequest').then((module) => module.ReturnRequest));
