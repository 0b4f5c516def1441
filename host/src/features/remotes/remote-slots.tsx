import { slotOwners, type SlotModule, type SlotName, type SlotProps, type SlotRenderer } from '@storefront/contract';
import { use, type ComponentType } from 'react';
import { loadRemoteModule } from './load-remote-module';
import { RemoteBoundary } from './remote-boundary';
import { slotKey, useSlotInitial } from './slot-initial';
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

/** Fills each slot with its owner's widget, loaded on first use and isolated like a route. */
export const renderRemoteSlot: SlotRenderer = (name, props) => {
  const widget = (
    <RemoteBoundary remote={slotOwners[name].remote} what="this section">
      <SlotWidget name={name} props={props} />
    </RemoteBoundary>
  );
  return SLOTS_LOADED_NEAR_VIEW.has(name) ? <WhenNearView>{widget}</WhenNearView> : widget;
};
