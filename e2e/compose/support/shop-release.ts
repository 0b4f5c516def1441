import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { RELEASE_TAG, compose } from '../../../scripts/compose/composition.mjs';
import type { Engine } from '../../../scripts/compose/docker-engine.mjs';
import { repoRoot } from '../../../scripts/pnpm.mjs';

/**
 * The shop team's next release, as such a release comes about: a change to the shop's source (the
 * menu's heading), built by the team from its copy of the repository into an image under a new tag.
 * Nothing of the running composition is touched: the operator swaps the tag in afterwards.
 */
export const RELEASED_MENU_HEADING = 'Menu of the day';
const MENU_PAGE = 'remote-shop/src/features/meal-grid/components/menu-frame.tsx';
const CURRENT_HEADING = '<PageHeading>Menu</PageHeading>';

/** What a checkout of the repository does not hold: installs, builds, local data and test output. */
const NOT_IN_A_CHECKOUT = new Set(['node_modules', '.git', 'dist', 'dist-server', 'dist-ssr', 'coverage', 'test-results', 'playwright-report', 'data']);

/** Builds storefront/shop:RELEASE_TAG from a copy of the repository with the release's change. */
export function buildShopRelease(engine: Engine): void {
  const checkout = mkdtempSync(path.join(tmpdir(), 'storefront-shop-release-'));
  try {
    cpSync(repoRoot, checkout, { recursive: true, filter: (source) => !NOT_IN_A_CHECKOUT.has(path.basename(source)) });
    const page = path.join(checkout, MENU_PAGE);
    const source = readFileSync(page, 'utf8');
    if (!source.includes(CURRENT_HEADING)) {
      throw new Error(`${MENU_PAGE} no longer has ${CURRENT_HEADING}: give the compose test's shop release another visible change`);
    }
    writeFileSync(page, source.replace(CURRENT_HEADING, `<PageHeading>${RELEASED_MENU_HEADING}</PageHeading>`));
    compose(engine, ['build', 'shop'], { file: path.join(checkout, 'docker-compose.yml'), variables: { SHOP_TAG: RELEASE_TAG }, capture: true });
  } finally {
    rmSync(checkout, { recursive: true, force: true });
  }
}
