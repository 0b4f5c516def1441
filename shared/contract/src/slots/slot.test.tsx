import { render, screen } from '@testing-library/react';
import { Slot, SlotProvider, type SlotRenderer } from './slot';

describe('Slot', () => {
  it('renders nothing where no host fills slots', () => {
    const { container } = render(<Slot name="meal-grid" search="nshima" />);
    expect(container).toBeEmptyDOMElement();
  });

  it("asks the provider for the slot's widget with the slot's props", () => {
    const renderSlot: SlotRenderer = (name, props) => <p>{`${name} ${JSON.stringify(props)}`}</p>;
    render(
      <SlotProvider render={renderSlot}>
        <Slot name="meal-grid" search="nshima" />
      </SlotProvider>,
    );
    expect(screen.getByText('meal-grid {"search":"nshima"}')).toBeInTheDocument();
  });
});
