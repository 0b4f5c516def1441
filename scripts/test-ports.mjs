// @ts-check
/**
 * Where every test stack listens: the ports of `npm start` (scripts/stack.mjs: 3000-3004 and 4000)
 * moved by an offset of its own, so that the stacks never meet each other or a running
 * `npm start`, and all below 32768: Linux hands the ports from 32768 to 60999 to the local end of
 * outgoing connections, and one of those can take a test's port at any moment (it held 34000 once,
 * and the compose test could not start its api). A unit test of the scripts keeps them so.
 */

/** The end-to-end tests (13000-14004); E2E_PORT_OFFSET moves them, for two checkouts side by side. */
export const E2E_PORT_OFFSET = 10000;
/** The compose test's published ports (18000-19004). */
export const COMPOSE_PORT_OFFSET = 15000;
/** The benchmark (23000-24004); `--port-offset` moves it. */
export const BENCH_PORT_OFFSET = 20000;
/** The release matrix (28000-29004: its shops from 28011, its hosts from 28100). */
export const RELEASE_MATRIX_PORT_OFFSET = 25000;
/** The host's server-rendering tests against its production build and the shop's. */
export const SSR_TEST_PORTS = { first: 27011, second: 27012, browserOnly: 27013, api: 27014 };
/** The api's tests of what only a listening server shows (the live order streams). */
export const API_TEST_PORTS = { liveOrders: 27021 };
/** The PostgreSQL servers the tests start of their own (scripts/postgres-cluster.mjs). */
export const POSTGRES_TEST_PORTS = { scriptsTest: 27031, tableTypes: 27032, apiSuite: 27033, bench: 27034 };
/** The api replicas of the benchmark's checkout part (bench/measure-checkout.mjs), on SQLite and on PostgreSQL. */
export const BENCH_CHECKOUT_API_PORTS = { first: 27041, second: 27042 };
/** The shop releases the end-to-end tests serve beside their stack, to release the shop while the host runs; before E2E_PORT_OFFSET. */
export const RELEASE_PORTS = { renamed: 3091, sameAddress: 3092, withoutServerBuild: 3093 };

/** The first port Linux hands to outgoing connections (net.ipv4.ip_local_port_range). */
export const EPHEMERAL_PORTS_FROM = 32768;
