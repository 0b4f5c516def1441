// @ts-check
/** `npm start`: install, build for production, start the api, the four remotes and the host. */
import { buildAll, install } from './pnpm.mjs';
import { startStack } from './run-stack.mjs';

const began = Date.now();
install();
buildAll();
const running = await startStack({ host: process.env.BIND_HOST ?? '127.0.0.1' });
const seconds = ((Date.now() - began) / 1000).toFixed(1);
console.log(`\nThe storefront is ready at ${running.url} (started in ${seconds} s). Press Ctrl+C to stop.\n`);

for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.once(signal, () => {
    void running.stop().then(() => process.exit(0));
  });
}
