// Stands in for @module-federation/sdk's dist/logger.js in every app's build (create-app-config.cjs,
// `federationTrims`): the same exports and the same console output ("[ Module Federation ]" and the
// message, warn and error as such, debug only in the SDK's debug mode), without what a browser bundle
// never uses (the stack-trace capture of debug mode, the fallback delegate chain, and the binding to
// a webpack compiler's logger, which only the build-time plugins call). Its module ran in the host and
// in each remoteEntry.js. Same exports as sdk 2.9.2's module.
import { isDebugMode } from 'suite-federation-sdk-env';

const PREFIX = '[ Module Federation ]';

class Logger {
  constructor(prefix, delegate) {
    this.prefix = prefix;
    this.delegate = delegate ?? console;
  }

  setPrefix(prefix) {
    this.prefix = prefix;
  }

  setDelegate(delegate) {
    this.delegate = delegate ?? console;
  }

  emit(method, args) {
    const handler = typeof this.delegate[method] === 'function' ? this.delegate[method] : this.delegate.log;
    handler.call(this.delegate, this.prefix, ...args);
  }

  log(...args) {
    this.emit('log', args);
  }

  warn(...args) {
    this.emit('warn', args);
  }

  error(...args) {
    this.emit('error', args);
  }

  success(...args) {
    this.emit('info', args);
  }

  info(...args) {
    this.emit('info', args);
  }

  ready(...args) {
    this.emit('info', args);
  }

  debug(...args) {
    if (isDebugMode()) this.emit('debug', args);
  }
}

export function createLogger(prefix) {
  return new Logger(prefix);
}

export const createInfrastructureLogger = createLogger;

/** Build time only (the SDK's webpack plugins); nothing to bind in a browser. */
export function bindLoggerToCompiler() {}

export const logger = createLogger(PREFIX);
export const infrastructureLogger = createLogger(PREFIX);
