import { slotOwners, type SlotModule, type SlotName, type SlotProps, type SlotRenderer } from '@storefront/contract';
import { useHydrated } from '@storefront/ui';
import { use, useEffect, useRef, useState, type ComponentType, type MouseEvent, type ReactNode } from 'react';
import {
  useFetcher,
  useNavigate,
  useRouteLoaderData,
  type LoaderFunction,
  type LoaderFunctionArgs,
  type RouteObject,
  type ShouldRevalidateFunction,
} from 'react-router-dom';
import { loadRemoteModule } from './load-remote-module';
import { RemoteBoundary, RemoteFailure } from './remote-boundary';
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

/** A slot's read within the page's budget; nothing when it fails or is late (the browser then reads it). */
async function readOnServer(name: (typeof LAYOUT_SLOTS)[number], budgetMs: number): Promise<unknown> {
  const read = ownerModule(name).then((module) => module.read?.({}));
  return (await withDeadline(read.catch(() => undefined), budgetMs)) ?? undefined;
}

/**
 * The layout route's loader on the server, beside the page's: its slots' reads, so that the
 * footer's links come with every page (for readers without scripts too) and the browser hydrates
 * them as sent. In the browser the layout keeps what the server read and reads nothing itself:
 * a slot the server did not fill is read when shown (SLOT_READ_ROUTE).
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

/** Where the browser's route that reads slots answers (a fetcher's load): no page. */
const SLOT_READ_PATH = '/_slot';

/** What the browser's slot read answers: the owner's `read`, or that it failed. */
type SlotRead = { answer: unknown } | { failed: true };

const isSlotName = (name: string | undefined): name is SlotName => name !== undefined && Object.hasOwn(slotOwners, name);

/** The address of a slot's read: its props, plain data for a slot that reads, travel in the query. */
function slotReadHref(name: SlotName, props: object): string {
  const json = JSON.stringify(props);
  return `${SLOT_READ_PATH}/${name}${json === '{}' ? '' : `?${new URLSearchParams({ props: json })}`}`;
}

async function readSlot({ params, request }: LoaderFunctionArgs): Promise<SlotRead> {
  const { name } = params;
  if (!isSlotName(name)) return { failed: true };
  try {
    const props: unknown = JSON.parse(new URL(request.url).searchParams.get('props') ?? '{}');
    const module = await ownerModule(name);
    return { answer: await module.read?.(props as SlotProps[typeof name]) };
  } catch (error) {
    console.error(`The ${name} slot could not be read`, error);
    return { failed: true };
  }
}

/**
 * The browser's route that does the slots' reads: each slot widget's read is a React Router
 * fetcher's load of it, so React Router holds the answer and reads it again when a widget asks
 * (`revalidate()`: the cart after a sign-in or a new address). Not after every form sent: the
 * footer's links and the meals do not change with an action, and a phone would pay for them.
 */
export const SLOT_READ_ROUTE: RouteObject = {
  id: 'slot-read',
  path: `${SLOT_READ_PATH}/:name`,
  loader: readSlot,
  shouldRevalidate: ({ formMethod, defaultShouldRevalidate }) => formMethod === undefined && defaultShouldRevalidate,
};

/**
 * The answer a slot's widget starts from: the server's, or else read in the browser (a fetcher's
 * load of SLOT_READ_ROUTE) for an owner that reads; undefined while it is on its way.
 */
function useSlotRead(name: SlotName, props: object, reads: boolean): { initial: unknown; failed: boolean; retry: () => void } {
  const served = useServerAnswer(name);
  const href = slotReadHref(name, props);
  const fetcher = useFetcher<SlotRead>({ key: href });
  const { load, data } = fetcher;
  const unread = reads && served === undefined && fetcher.state === 'idle' && data === undefined;
  useEffect(() => {
    if (unread) void load(href);
  }, [unread, load, href]);
  const failed = data !== undefined && 'failed' in data;
  return { initial: served ?? (data && 'answer' in data ? data.answer : undefined), failed, retry: () => void load(href) };
}

function SlotWidget<N extends SlotName>({ name, props }: { name: N; props: SlotProps[N] }) {
  const module = use(ownerModule(name));
  const { initial, failed, retry } = useSlotRead(name, props, module.read !== undefined);
  if (failed) return <RemoteFailure refused={false} what="this section" onRetry={retry} />;
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
