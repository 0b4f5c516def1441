import { slotOwners, type SlotModule, type SlotName, type SlotProps, type SlotRenderer } from '@storefront/contract';
import { useHydrated } from '@storefront/ui';
import { use, useContext, type ComponentType, type ReactNode } from 'react';
import { loadRemoteModule } from './load-remote-module';
import { RemoteBoundary } from './remote-boundary';
import { SlotReadsContext, slotKey, useSlotInitial, wasHandedOver, type SlotReads } from './slot-initial';
import { WhenNearView } from './when-near-view';

function SlotWidget<N extends SlotName>({ name, props }: { name: N; props: SlotProps[N] }) {
  const owner = slotOwners[name];
  // The contract types each slot's props; the module crossed a federation boundary untyped.
  const module = use(loadRemoteModule(owner.remote, owner.module)) as SlotModule<N, unknown>;
  const { read } = module;
  const initial = useSlotInitial(slotKey(name, props), read && (() => read(props)));
  const Widget = module.default as ComponentType<object>;
  return <Widget {...(props as object)} {...(initial === undefined ? {} : { initial })} />;
}

/** Slots that sit below the fold wherever they are used: their remote loads as they come near. */
const SLOTS_LOADED_NEAR_VIEW: ReadonlySet<SlotName> = new Set(['meal-grid', 'footer-content']);

/** The server's answer of a slot's read: its owner's module loaded and asked; undefined when it has no read, fails or is late. */
function serverAnswerOf<N extends SlotName>(reads: SlotReads, name: N, props: SlotProps[N]): Promise<unknown> {
  const owner = slotOwners[name];
  return reads.answerOf(slotKey(name, props), async () => {
    const module = (await loadRemoteModule(owner.remote, owner.module)) as SlotModule<N, unknown>;
    return module.read?.(props);
  });
}

/** On the server: whether the slot's read answered, so that its content comes with the page. */
function ServerNearViewSlot<N extends SlotName>({ reads, name, props, children }: { reads: SlotReads; name: N; props: SlotProps[N]; children: ReactNode }) {
  const answer = use(serverAnswerOf(reads, name, props));
  return <WhenNearView servedWithPage={answer !== undefined}>{children}</WhenNearView>;
}

/**
 * A slot below the fold. Its content comes with the page when the server has it (its owner's read
 * answered there: the footer's links, for readers without scripts too); a slot whose content the
 * browser reads anyway (the home page's meal grid) comes as a spot, and its remote loads as the
 * customer scrolls near it rather than with the page.
 */
function NearViewSlot<N extends SlotName>({ name, props, children }: { name: N; props: SlotProps[N]; children: ReactNode }) {
  const reads = useContext(SlotReadsContext);
  const hydrated = useHydrated();
  if (reads) return <ServerNearViewSlot reads={reads} name={name} props={props}>{children}</ServerNearViewSlot>;
  return <WhenNearView servedWithPage={!hydrated && wasHandedOver(slotKey(name, props))}>{children}</WhenNearView>;
}

/** Fills each slot with its owner's widget, loaded on first use and isolated like a route. */
export const renderRemoteSlot: SlotRenderer = (name, props) => {
  const widget = (
    <RemoteBoundary remote={slotOwners[name].remote} what="this section">
      <SlotWidget name={name} props={props} />
    </RemoteBoundary>
  );
  return SLOTS_LOADED_NEAR_VIEW.has(name) ? (
    <NearViewSlot name={name} props={props}>
      {widget}
    </NearViewSlot>
  ) : (
    widget
  );
};
