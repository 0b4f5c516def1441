import { deliveryDistanceKm, greatCircleKm, knownPoint } from '../delivery-distance';

const cairoRoad = { latitude: '-15.4236', longitude: '28.2829' };
const kabulonga = { latitude: '-15.4105', longitude: '28.3392' };
const ndola = { latitude: -12.9587, longitude: 28.6366 };

describe('knownPoint', () => {
  it('treats a zero, empty or missing coordinate as unknown', () => {
    expect(knownPoint({ latitude: '0', longitude: '0' })).toBeNull();
    expect(knownPoint({ latitude: '-15.4', longitude: '0' })).toBeNull();
    expect(knownPoint({ latitude: '', longitude: '28.2' })).toBeNull();
    expect(knownPoint({ latitude: null, longitude: undefined })).toBeNull();
    expect(knownPoint({ latitude: '95', longitude: '28.2' })).toBeNull();
    expect(knownPoint(null)).toBeNull();
  });

  it('reads strings and numbers', () => {
    expect(knownPoint(cairoRoad)).toEqual({ latitude: -15.4236, longitude: 28.2829 });
  });
});

describe('greatCircleKm', () => {
  it('measures Lusaka to Ndola at about 275 km', () => {
    const km = greatCircleKm({ latitude: -15.4167, longitude: 28.2833 }, ndola);
    expect(km).toBeGreaterThan(270);
    expect(km).toBeLessThan(280);
  });
});

describe('deliveryDistanceKm', () => {
  it('rounds the real distance up to whole kilometres', () => {
    // Cairo Road to Kabulonga is a little over 6 km.
    expect(deliveryDistanceKm([cairoRoad], kabulonga)).toBe(7);
  });

  it('is at least 1 km', () => {
    expect(deliveryDistanceKm([cairoRoad], cairoRoad)).toBe(1);
  });

  it('is 1 km when the vendor or the address has no coordinates', () => {
    expect(deliveryDistanceKm([cairoRoad], { latitude: '0', longitude: '0' })).toBe(1);
    expect(deliveryDistanceKm([{ latitude: null, longitude: null }], kabulonga)).toBe(1);
    expect(deliveryDistanceKm([cairoRoad], null)).toBe(1);
    expect(deliveryDistanceKm([], kabulonga)).toBe(1);
  });

  it('charges from the farthest vendor of the cart', () => {
    expect(deliveryDistanceKm([cairoRoad, ndola], kabulonga)).toBeGreaterThan(270);
  });
});
