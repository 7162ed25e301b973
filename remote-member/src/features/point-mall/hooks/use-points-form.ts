import { type Endpoint, useTranslation } from '@suite/shared';
import { useState } from 'react';
import { POINT_MALL_NS } from '../i18n';
import { type FieldError, passwordError } from '../validation';
import { type ActionOutcome, usePointsAction } from './use-points-action';

/** The texts of a points form: `${texts}.failed`, `.unknown`, `.cancel`, `.submit`, `.submitting`. */
export type PointsFormTexts = 'redeem' | 'convert';

export interface PointsForm<Req extends { withdrawPassword: string }, Res> {
  texts: PointsFormTexts;
  password: string;
  setPassword: (password: string) => void;
  errors: Record<string, FieldError>;
  failure: string | null;
  setFailure: (failure: string | null) => void;
  pending: boolean;
  /** The API said the member has no payment password (refusal noPaymentPassword). */
  noPassword: boolean;
  /** Checks the form's fields and the payment password: true when all pass (each error is shown by its field). */
  check: (fields: Record<string, FieldError>) => boolean;
  /** Sends the move with the payment password; a refusal is shown and the password cleared, to be typed again. */
  send: (payload: Omit<Req, 'withdrawPassword'>) => Promise<ActionOutcome<Res>>;
}

/** A points move confirmed with the payment password (redeem, convert): its fields' errors, the API's refusal, the sending. */
export function usePointsForm<Req extends { withdrawPassword: string }, Res>(endpoint: Endpoint<Req, Res>, texts: PointsFormTexts): PointsForm<Req, Res> {
  const { t } = useTranslation(POINT_MALL_NS);
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, FieldError>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [noPassword, setNoPassword] = useState(false);
  const { run, pending } = usePointsAction(endpoint);

  const check = (fields: Record<string, FieldError>) => {
    const found = { ...fields, password: passwordError(password) };
    setErrors(found);
    setFailure(null);
    return !Object.values(found).some(Boolean);
  };

  const send = async (payload: Omit<Req, 'withdrawPassword'>) => {
    const outcome = await run({ ...payload, withdrawPassword: password } as Req);
    if (!outcome.ok) {
      if ((outcome.error.value as { code?: string } | undefined)?.code === 'noPaymentPassword') setNoPassword(true);
      setPassword('');
      setFailure(`${t(`${texts}.failed`)} ${outcome.unknown ? t(`${texts}.unknown`) : outcome.error.message}`);
    }
    return outcome;
  };

  return { texts, password, setPassword, errors, failure, setFailure, pending, noPassword, check, send };
}
