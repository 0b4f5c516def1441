import { slotOwners, type SlotModule, type SlotName, type SlotProps, type SlotRenderer } from '@storefront/contract';
import { useHydrated } from '@storefront/ui';
import { use, useEffect, useRef, useState, type ComponentType, type MouseEvent, type ReactNode } from 'react';
import { useFetcher, useNavigate, useRouteLoaderData, type LoaderFunction, type LoaderFunctionArgs, type RouteObject, type ShouldRevalidateFunction } from 'react-router-dom';
import { loadRemoteModule } from './load-remote-module';
import { RemoteBoundary, RemoteFailure } from './remote-boundary';
import { pageLinkAt } from './remote-prefetch';
import { withDeadline } from './with-deadline';

export const LAYOUT_ROUTE_ID = 'layout';

/** The slots on every page, whose reads the layout's loader does on the server. */
const LAYOUT_SLOTS = ['footer-content'] as const satisfies readonly SlotName[];

export interface LayoutData {
  slots: Partial<Record<SlotName, unknown>>;
}

const ownerModule = <N extends SlotName>(name: N) => {
  const owner = slotOwners[name];
  // The module crossed a federation boundary untyped.
  return loadRemoteModule(owner.remote, owner.module) as Promise<SlotModule<N, unknown>>;
};

/** Nothing when it fails or is late: the browser then reads it. */
async function readOnServer(name: (typeof LAYOUT_SLOTS)[number], budgetMs: number): Promise<unknown> {
  const read = ownerModule(name).then((module) => module.read?.({}));
  return (await withDeadline(read.catch(() => undefined), budgetMs)) ?? undefined;
}

/** The layout's loader on the server, so the footer's links come with every page; the browser reads a slot when shown (SLOT_READ_ROUTE). */
export function layoutLoader(serverBudgetMs: number): () => Promise<LayoutData> {
  return async () => {
    const answers = await Promise.all(LAYOUT_SLOTS.map(async (name) => [name, await readOnServer(name, serverBudgetMs)] as const));
    return { slots: Object.fromEntries(answers.filter(([, answer]) => answer !== undefined)) };
  };
}

/** The browser's layout loader for a page the server rendered: the server's data, never read again. */
export const keepServerReads: LoaderFunction = (): LayoutData => ({ slots: {} });
export const neverReadAgain: ShouldRevalidateFunction = () => false;

const useServerAnswer = (name: SlotName): unknown => (useRouteLoaderData(LAYOUT_ROUTE_ID) as LayoutData | undefined)?.slots[name];

const SLOT_READ_PATH = '/_slot';

type SlotRead = { answer: unknown } | { failed: true };

const isSlotName = (name: string | undefined): name is SlotName => name !== undefined && Object.hasOwn(slotOwners, name);

/** A slot that reads takes plain data for props: they travel in the query. */
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

/** Each slot read is a fetcher's load, so React Router holds the answer; not read again after a form, which changes no slot. */
export const SLOT_READ_ROUTE: RouteObject = {
  id: 'slot-read',
  path: `${SLOT_READ_PATH}/:name`,
  loader: readSlot,
  shouldRevalidate: ({ formMethod, defaultShouldRevalidate }) => formMethod === undefined && defaultShouldRevalidate,
};

/** The server's answer, or else the browser's read (SLOT_READ_ROUTE); undefined while it is on its way. */
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

const SLOTS_LOADED_NEAR_VIEW: ReadonlySet<SlotName> = new Set(['meal-grid', 'footer-content']);

/** A section starts loading about a phone screen of scrolling ahead. */
const AHEAD = '800px 0px';

const onServer = typeof document === 'undefined';

/** Nothing of its own, so the server's HTML stays as sent. */
const SERVED_HTML = { __html: '' };

/** A served section's links open their pages through the router, as the widget's would, without its code. */
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

/** Below the fold: one the server filled keeps its HTML (the code is not worth a phone's data), another loads as it comes near. */
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
    // Shown once its code is in (or failed), so it appears whole.
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

export const renderRemoteSlot: SlotRenderer = (name, props) => {
  const widget = (
    <RemoteBoundary remote={slotOwners[name].remote} what="this section">
      <SlotWidget name={name} props={props} />
    </RemoteBoundary>
  );
  return SLOTS_LOADED_NEAR_VIEW.has(name) ? <NearViewSlot name={name}>{widget}</NearViewSlot> : widget;
};
