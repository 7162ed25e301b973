// axios's fetch adapter, left out of the browser builds (docs/performance.md, "Host first load"): axios
// picks its adapter at run time from ['xhr', 'http', 'fetch'] and every browser the suite supports has
// XMLHttpRequest, so the fetch adapter (2.3 KiB gzip) never runs. `getFetch` answers false, axios's own
// "not supported by the environment" value, so a config naming 'fetch' gets axios's clear error instead
// of undefined behaviour. Same export as axios/lib/adapters/fetch.js (1.x).
export const getFetch = () => false;
export default false;
