// Test helper: answers the API client's requests in memory (no network), recording what was sent.
import { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { apiClient } from './client';

export interface FakeReply {
  status?: number;
  data?: unknown;
  headers?: Record<string, string>;
}

type Responder = (config: InternalAxiosRequestConfig) => FakeReply | Promise<FakeReply>;

export function fakeServer(respond: Responder): InternalAxiosRequestConfig[] {
  const sent: InternalAxiosRequestConfig[] = [];
  apiClient.defaults.adapter = async (config): Promise<AxiosResponse> => {
    sent.push(config);
    const reply = await respond(config);
    return { status: reply.status ?? 200, statusText: '', data: reply.data, headers: reply.headers ?? {}, config, request: {} };
  };
  return sent;
}

/** A server that never answers: fails the way axios's browser adapter does when config.timeout passes. */
export function silentServer(): InternalAxiosRequestConfig[] {
  return fakeServer(
    (config) =>
      new Promise<FakeReply>((_resolve, reject) => {
        setTimeout(
          () => reject(new AxiosError(`timeout of ${config.timeout}ms exceeded`, AxiosError.ETIMEDOUT, config, {})),
          config.timeout,
        );
      }),
  );
}

/** The browser reports a dropped connection (offline, DNS, CORS) as ERR_NETWORK with no response. */
export function unreachableServer(): InternalAxiosRequestConfig[] {
  return fakeServer((config) => Promise.reject(new AxiosError('Network Error', AxiosError.ERR_NETWORK, config, {})));
}

export const ok = (value: unknown): FakeReply => ({ data: { success: true, message: '', value } });
