// The accounts journeys of accounts.test.ts again, on the same build and API, with the host's
// config.json naming the platform profile 'spec-strict' (docs/platform-profile.md): the token in a
// bare `token` header, no request fields beyond the spec's lists, the captcha as the spec's `value`
// bound by its cookie, the encrypted free-play string, and the login call after a phone reset.
process.env.SUITE_E2E_PLATFORM_PROFILE = 'spec-strict';
// After the line above (an import would be hoisted before it): the journeys read it when they start.
// eslint-disable-next-line @typescript-eslint/no-require-imports
require('./accounts.test');
