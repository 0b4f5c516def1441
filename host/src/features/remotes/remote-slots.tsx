import { slotOwners, type SlotModule, type SlotName, type SlotProps, type SlotRenderer } from '@storefront/contract';
import { useHydrated } from '@storefront/ui';
import { use, useEffect, useRef, useState, type ComponentType, type MouseEvent, type ReactNode } from 'react';
import { useNavigate, useRouteLoaderData, type LoaderFunction, type ShouldRevalidateFunction } from 'react-router-dom';
import { loadRemoteModule } from './load-remote-module';
import { RemoteBoundary } from './remote-boundary';
import { pageLinkAt } from './remote-prefetch';
import { withDeadline } from './with-deadline';

/** The id of the layout route, whose loader reads for the slots it shows, and under which every page is. */
export const LAYOUT_ROUTE_ID = 'layout';

/** The slots the layout shows on every page (the footer's links): its loader does their owners' reads on the server. */
const LAYOUT_SLOTS = ['footer-content'] as const satisfies readonly SlotName[];

/** What the layout's loader answers: each of its slots' reads that answered on the server. */
export interface LayoutData {
  slots: Partial<Record<SlotName, unknown>>;
}

const ownerModule = <N extends SlotName>(name: N) => {
  const owner = slotOwners[name];
  // The contract types each slot's props; the module crossed a federation boundary untyped.
  return loadRemoteModule(owner.remote, owner.module) as Promise<SlotModule<N, unknown>>;
};

/** A slot's read within the page's budget; nothing when it fails or is late (the widget then reads for itself). */
async function readOnServer(name: (typeof LAYOUT_SLOTS)[number], budgetMs: number): Promise<unknown> {
  const read = ownerModule(name).then((module) => module.read?.({}));
  return (await withDeadline(read.catch(() => undefined), budgetMs)) ?? undefined;
}

/**
 * The layout route's loader on the server, beside the page's: its slots' reads, so that the
 * footer's links come with every page (for readers without scripts too) and the browser hydrates
 * them as sent. In the browser the layout keeps what the server read and reads nothing itself:
 * a slot the server did not fill reads for itself when shown.
 */
export function layoutLoader(serverBudgetMs: number): () => Promise<LayoutData> {
  return async () => {
    const answers = await Promise.all(LAYOUT_SLOTS.map(async (name) => [name, await readOnServer(name, serverBudgetMs)] as const));
    return { slots: Object.fromEntries(answers.filter(([, answer]) => answer !== undefined)) };
  };
}

/** The browser's layout loader, for a page the server rendered: its data is the server's, never read again. */
export const keepServerReads: LoaderFunction = (): LayoutData => ({ slots: {} });
export const neverReadAgain: ShouldRevalidateFunction = () => false;

/** The server's answer of a slot's read, when the layout's loader did it. */
const useServerAnswer = (name: SlotName): unknown => (useRouteLoaderData(LAYOUT_ROUTE_ID) as LayoutData | undefined)?.slots[name];

function SlotWidget<N extends SlotName>({ name, props }: { name: N; props: SlotProps[N] }) {
  const module = use(ownerModule(name));
  const initial = useServerAnswer(name);
  const Widget = module.default as ComponentType<object>;
  return <Widget {...(props as object)} {...(initial === undefined ? {} : { initial })} />;
}

/** Slots that sit below the fold wherever they are used: their remote loads as they come near. */
const SLOTS_LOADED_NEAR_VIEW: ReadonlySet<SlotName> = new Set(['meal-grid', 'footer-content']);

/** How far ahead of the viewport a section starts loading: about a phone screen of scrolling. */
const AHEAD = '800px 0px';

const onServer = typeof document === 'undefined';

/** What the browser hydrates a served section with: nothing of its own, so the server's HTML stays as sent. */
const SERVED_HTML = { __html: '' };

/**
 * A served section's links open their pages through the router, as the widget's own would: the
 * page changes without loading the document again, and without the widget's code.
 */
function useLinksThroughRouter(): (event: MouseEvent<HTMLElement>) => void {
  const navigate = useNavigate();
  return (event) => {
    const anchor = pageLinkAt(event.target)?.anchor;
    if (!anchor || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return;
    event.preventDefault();
    const { pathname, search, hash } = new URL(anchor.href);
    void navigate({ pathname, search, hash });
  };
}

/**
 * A slot below the fold. One the server filled (its read answered there: the footer's links) comes
 * with the page, and the browser keeps the server's HTML as it is, its links opening their pages
 * through the router: its owner's code is not worth a phone's data for a section of links. One
 * the server did not fill (the home page's meal grid, whose reads are the browser's) comes as a
 * spot, and its remote loads as it comes within a screen of the viewport (at once where
 * IntersectionObserver is missing); when it fails, the spot shows the failure with Retry.
 */
function NearViewSlot<N extends SlotName>({ name, children }: { name: N; children: ReactNode }) {
  const hydrated = useHydrated();
  const served = useServerAnswer(name) !== undefined;
  // Fixed at mount: only a section hydrated from the server's HTML has HTML to keep.
  const [keepsServedHtml] = useState(() => served && !hydrated);
  const [near, setNear] = useState(false);
  const spot = useRef<HTMLDivElement>(null);
  const linksThroughRouter = useLinksThroughRouter();
  useEffect(() => {
    const target = spot.current;
    if (near || !target) return;
    // Shown once its code is in (or has failed), so it appears whole rather than through a blank.
    const showIt = () => setNear(true);
    const reveal = () => void ownerModule(name).then(showIt, showIt);
    if (typeof IntersectionObserver === 'undefined') return reveal();
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) reveal();
      },
      { rootMargin: AHEAD },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [near, name]);
  if (onServer ? served : near) return <div>{children}</div>;
  if (keepsServedHtml) return <div dangerouslySetInnerHTML={SERVED_HTML} suppressHydrationWarning onClick={linksThroughRouter} />;
  return <div ref={spot} style={{ minHeight: 1 }} />;
}

/** Fills each slot with its owner's widget, loaded on first use and isolated like a route. */
export const renderRemoteSlot: SlotRenderer = (name, props) => {
  const widget = (
    <RemoteBoundary remote={slotOwners[name].remote} what="this section">
      <SlotWidget name={name} props={props} />
    </RemoteBoundary>
  );
  return SLOTS_LOADED_NEAR_VIEW.has(name) ? <NearViewSlot name={name}>{widget}</NearViewSlot> : widget;
};
