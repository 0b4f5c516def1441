import { DEFAULT_DELIVERY_RADIUS_KM, deliveryReach, outOfReachMessage, outOfReachProblem } from '../delivery-reach';

const cairoRoad = { latitude: '-15.4236', longitude: '28.2829' };
const kabulonga = { latitude: '-15.4105', longitude: '28.3392' };
const livingstone = { latitude: '-17.8419', longitude: '25.8543' };

describe('deliveryReach', () => {
  it('lets an address within the default radius through', () => {
    const reach = deliveryReach(cairoRoad, kabulonga);
    expect(reach.withinReach).toBe(true);
    expect(reach.radiusKm).toBe(DEFAULT_DELIVERY_RADIUS_KM);
    expect(reach.distanceKm).toBeGreaterThan(5);
    expect(reach.distanceKm).toBeLessThan(7);
  });

  it('refuses an address in another city', () => {
    const reach = deliveryReach(cairoRoad, livingstone);
    expect(reach.withinReach).toBe(false);
    expect(reach.distanceKm).toBeGreaterThan(360);
  });

  it("uses the kitchen's own radius when it has one", () => {
    expect(deliveryReach({ ...cairoRoad, delivery_radius_km: 5 }, kabulonga).withinReach).toBe(false);
    expect(deliveryReach({ ...cairoRoad, delivery_radius_km: 500 }, livingstone).withinReach).toBe(true);
    expect(deliveryReach({ ...cairoRoad, delivery_radius_km: null }, kabulonga, 3).radiusKm).toBe(3);
  });

  it('cannot judge a place without coordinates, so lets it through', () => {
    expect(deliveryReach(cairoRoad, { latitude: '0', longitude: '0' })).toEqual({
      distanceKm: null,
      radiusKm: DEFAULT_DELIVERY_RADIUS_KM,
      withinReach: true,
    });
    expect(deliveryReach({}, livingstone).withinReach).toBe(true);
  });
});

describe('outOfReachMessage', () => {
  it('names the kitchen, the distance, the radius and what to do', () => {
    expect(outOfReachMessage("Mama Chanda's Kitchen", 374.4, 25)).toBe(
      "Mama Chanda's Kitchen does not deliver to this address: it is 374 km away and delivers within 25 km. Choose another address or pick your order up.",
    );
  });
});

describe('outOfReachProblem', () => {
  it('says why only when the kitchen is known not to reach the address', () => {
    expect(outOfReachProblem('Grill', cairoRoad, livingstone)).toMatch(/^Grill does not deliver to this address: it is 3\d\d km away/);
    expect(outOfReachProblem('Grill', cairoRoad, kabulonga)).toBeNull();
    expect(outOfReachProblem('Grill', cairoRoad, { latitude: '0', longitude: '0' })).toBeNull();
  });
});
