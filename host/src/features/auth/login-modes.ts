import { api, type SiteSwitchesView } from '@suite/shared';

const MOD = api.WHITELABEL_MOD_IDS;

/**
 * Login types the site allows (spec 1 §4): username when USERNAMEREG3 is on, SMS when
 * MOBILEVERCODELOGIN3 is on, in that order; the first is the default. Until the switches load (or
 * if none is on) username login is offered so the form is never empty.
 */
export function loginTypes(switches: Pick<SiteSwitchesView, 'isOn'>): api.LoginType[] {
  const types: api.LoginType[] = [];
  if (switches.isOn(MOD.usernameRegister)) types.push('username');
  if (switches.isOn(MOD.smsLogin)) types.push('sms');
  return types.length > 0 ? types : ['username'];
}

export type RegisterType = 'register' | 'registerMobile';

/** Registration types (spec 1 §4): mobile first (the default) when MOBILENUMREG3 is on, then username. */
export function registerTypes(switches: Pick<SiteSwitchesView, 'isOn'>): RegisterType[] {
  const types: RegisterType[] = [];
  if (switches.isOn(MOD.mobileRegister)) types.push('registerMobile');
  if (switches.isOn(MOD.usernameRegister)) types.push('register');
  return types.length > 0 ? types : ['register'];
}

export type RecoveryType = 'email' | 'mobileNum';

/** Password recovery: e-mail, plus phone when CHNGPASSVERIF3 is on (spec 1 §4). */
export function recoveryTypes(switches: Pick<SiteSwitchesView, 'isOn'>): RecoveryType[] {
  return switches.isOn(MOD.phonePasswordRecovery) ? ['email', 'mobileNum'] : ['email'];
}

/** Spec 1 §9: the weak default password that forces a change after login. */
export const WEAK_DEFAULT_PASSWORD = '123456';
