// jsdom lacks a few web APIs that react-router 7 and our code use.
const util = require('node:util');
require('@testing-library/jest-dom');

if (!globalThis.TextEncoder) globalThis.TextEncoder = util.TextEncoder;
if (!globalThis.TextDecoder) globalThis.TextDecoder = util.TextDecoder;
