export type PlaceKind = 'city' | 'town' | 'suburb' | 'road' | 'landmark';

export interface SeedPlace {
  name: string;
  /** The city or district the place belongs to. */
  area: string;
  province: string;
  kind: PlaceKind;
  latitude: number;
  longitude: number;
}

type Row = [name: string, area: string, kind: PlaceKind, latitude: number, longitude: number];

function inProvince(province: string, rows: Row[]): SeedPlace[] {
  return rows.map(([name, area, kind, latitude, longitude]) => ({ name, area, province, kind, latitude, longitude }));
}

/**
 * Localities for the offline place search; coordinates are approximate centres. A road's point is
 * on its busiest stretch in town, near where most deliveries along it go: the customer adds the
 * house, plot or landmark on the address's own line.
 */
export const seedPlaces: readonly SeedPlace[] = [
  ...inProvince('Lusaka', [
    ['Lusaka', 'Lusaka', 'city', -15.4167, 28.2833],
    ['Cairo Road', 'Lusaka', 'road', -15.4236, 28.2829],
    ['Great East Road', 'Lusaka', 'road', -15.3950, 28.3260],
    ['Great North Road', 'Lusaka', 'road', -15.3700, 28.2720],
    ['Great West Road', 'Lusaka', 'road', -15.3930, 28.2350],
    ['Independence Avenue', 'Lusaka', 'road', -15.4180, 28.3010],
    ['Church Road', 'Lusaka', 'road', -15.4160, 28.2930],
    ['Kafue Road', 'Lusaka', 'road', -15.4550, 28.2720],
    ['Los Angeles Boulevard', 'Lusaka', 'road', -15.4170, 28.3130],
    ['Addis Ababa Drive', 'Lusaka', 'road', -15.4080, 28.3120],
    ['Thabo Mbeki Road', 'Lusaka', 'road', -15.4040, 28.3240],
    ['Leopards Hill Road', 'Lusaka', 'road', -15.4350, 28.3400],
    ['Lumumba Road', 'Lusaka', 'road', -15.4060, 28.2760],
    ['Mumbwa Road', 'Lusaka', 'road', -15.4150, 28.2450],
    ['Burma Road', 'Lusaka', 'road', -15.4260, 28.2660],
    ['Nationalist Road', 'Lusaka', 'road', -15.4290, 28.3090],
    ['Arcades Shopping Mall', 'Lusaka', 'landmark', -15.3985, 28.3225],
    ['Levy Junction', 'Lusaka', 'landmark', -15.4155, 28.2875],
    ['Cosmopolitan Mall', 'Lusaka', 'landmark', -15.4715, 28.2690],
    ['University Teaching Hospital (UTH)', 'Lusaka', 'landmark', -15.4300, 28.3140],
    ['Mulungushi International Conference Centre', 'Lusaka', 'landmark', -15.3865, 28.3175],
    ['National Heroes Stadium', 'Lusaka', 'landmark', -15.3870, 28.2300],
    ['Soweto Market', 'Lusaka', 'landmark', -15.4215, 28.2720],
    ['Kamwala Market', 'Lusaka', 'landmark', -15.4335, 28.2850],
    ['Kabulonga', 'Lusaka', 'suburb', -15.4105, 28.3392],
    ['Woodlands', 'Lusaka', 'suburb', -15.4300, 28.3200],
    ['Rhodes Park', 'Lusaka', 'suburb', -15.4130, 28.3050],
    ['Longacres', 'Lusaka', 'suburb', -15.4060, 28.3060],
    ['Olympia', 'Lusaka', 'suburb', -15.3890, 28.3150],
    ['Roma', 'Lusaka', 'suburb', -15.3720, 28.3180],
    ['Chelston', 'Lusaka', 'suburb', -15.3680, 28.3770],
    ['Kalingalinga', 'Lusaka', 'suburb', -15.4080, 28.3280],
    ['Chilenje', 'Lusaka', 'suburb', -15.4470, 28.3130],
    ['Kabwata', 'Lusaka', 'suburb', -15.4370, 28.2980],
    ['Matero', 'Lusaka', 'suburb', -15.3740, 28.2540],
    ['Chawama', 'Lusaka', 'suburb', -15.4600, 28.2780],
    ['Kanyama', 'Lusaka', 'suburb', -15.4380, 28.2440],
    ['Garden', 'Lusaka', 'suburb', -15.3950, 28.2640],
    ['Mtendere', 'Lusaka', 'suburb', -15.4050, 28.3550],
    ['Ibex Hill', 'Lusaka', 'suburb', -15.4380, 28.3720],
    ['Avondale', 'Lusaka', 'suburb', -15.3810, 28.3530],
    ['Makeni', 'Lusaka', 'suburb', -15.4650, 28.2530],
    ['Chalala', 'Lusaka', 'suburb', -15.4840, 28.3210],
    ['Northmead', 'Lusaka', 'suburb', -15.3980, 28.3010],
    ['Emmasdale', 'Lusaka', 'suburb', -15.3880, 28.2730],
    ['Manda Hill', 'Lusaka', 'landmark', -15.3966, 28.3065],
    ['East Park Mall', 'Lusaka', 'landmark', -15.3960, 28.3190],
    ['University of Zambia (UNZA)', 'Lusaka', 'landmark', -15.3920, 28.3300],
    ['Kenneth Kaunda International Airport', 'Lusaka', 'landmark', -15.3308, 28.4526],
    ['Chongwe', 'Chongwe', 'town', -15.3290, 28.6820],
    ['Kafue', 'Kafue', 'town', -15.7690, 28.1810],
  ]),
  ...inProvince('Copperbelt', [
    ['Kitwe', 'Kitwe', 'city', -12.8024, 28.2132],
    ['Parklands', 'Kitwe', 'suburb', -12.8060, 28.2330],
    ['Riverside', 'Kitwe', 'suburb', -12.8200, 28.2250],
    ['Nkana West', 'Kitwe', 'suburb', -12.8140, 28.1920],
    ['Chimwemwe', 'Kitwe', 'suburb', -12.7830, 28.2520],
    ['Copperbelt University', 'Kitwe', 'landmark', -12.8094, 28.2415],
    ['Freedom Avenue', 'Kitwe', 'road', -12.8160, 28.2100],
    ['Obote Avenue', 'Kitwe', 'road', -12.8175, 28.2140],
    ['Independence Avenue', 'Kitwe', 'road', -12.8120, 28.2180],
    ['Chibuluma Road', 'Kitwe', 'road', -12.8230, 28.1990],
    ['Mukuba Mall', 'Kitwe', 'landmark', -12.8230, 28.2340],
    ['Kitwe Teaching Hospital', 'Kitwe', 'landmark', -12.8110, 28.2150],
    ['Ndola', 'Ndola', 'city', -12.9587, 28.6366],
    ['Kansenshi', 'Ndola', 'suburb', -12.9500, 28.6550],
    ['Northrise', 'Ndola', 'suburb', -12.9400, 28.6460],
    ['Itawa', 'Ndola', 'suburb', -12.9730, 28.6620],
    ['Masala', 'Ndola', 'suburb', -12.9900, 28.6480],
    ['Broadway', 'Ndola', 'road', -12.9640, 28.6360],
    ['President Avenue', 'Ndola', 'road', -12.9655, 28.6385],
    ['Jacaranda Mall', 'Ndola', 'landmark', -12.9700, 28.6470],
    ['Ndola Teaching Hospital', 'Ndola', 'landmark', -12.9690, 28.6420],
    ['Levy Mwanawasa Stadium', 'Ndola', 'landmark', -12.9960, 28.6260],
    ['Chingola', 'Chingola', 'town', -12.5290, 27.8530],
    ['Mufulira', 'Mufulira', 'town', -12.5500, 28.2400],
    ['Luanshya', 'Luanshya', 'town', -13.1360, 28.4160],
    ['Kalulushi', 'Kalulushi', 'town', -12.8390, 28.0940],
    ['Chililabombwe', 'Chililabombwe', 'town', -12.3670, 27.8280],
  ]),
  ...inProvince('Southern', [
    ['Livingstone', 'Livingstone', 'city', -17.8419, 25.8543],
    ['Dambwa', 'Livingstone', 'suburb', -17.8330, 25.8330],
    ['Linda', 'Livingstone', 'suburb', -17.8600, 25.8420],
    ['Victoria Falls (Mosi-oa-Tunya)', 'Livingstone', 'landmark', -17.9243, 25.8572],
    ['Mosi-oa-Tunya Road', 'Livingstone', 'road', -17.8520, 25.8560],
    ['Nakatindi Road', 'Livingstone', 'road', -17.8720, 25.8450],
    ['Livingstone Museum', 'Livingstone', 'landmark', -17.8565, 25.8560],
    ['Maramba Market', 'Livingstone', 'landmark', -17.8560, 25.8690],
    ['Harry Mwaanga Nkumbula International Airport', 'Livingstone', 'landmark', -17.8218, 25.8227],
    ['Choma', 'Choma', 'town', -16.8065, 26.9530],
    ['Mazabuka', 'Mazabuka', 'town', -15.8560, 27.7480],
    ['Monze', 'Monze', 'town', -16.2800, 27.4780],
    ['Siavonga', 'Siavonga', 'town', -16.5380, 28.7080],
  ]),
  ...inProvince('Central', [
    ['Kabwe', 'Kabwe', 'city', -14.4469, 28.4464],
    ['Kapiri Mposhi', 'Kapiri Mposhi', 'town', -13.9710, 28.6690],
    ['Mkushi', 'Mkushi', 'town', -13.6200, 29.3930],
    ['Serenje', 'Serenje', 'town', -13.2330, 30.2350],
  ]),
  ...inProvince('Eastern', [
    ['Chipata', 'Chipata', 'city', -13.6330, 32.6500],
    ['Petauke', 'Petauke', 'town', -14.2430, 31.3260],
    ['Katete', 'Katete', 'town', -14.0580, 32.0460],
    ['Lundazi', 'Lundazi', 'town', -12.2930, 33.1780],
  ]),
  ...inProvince('Northern', [
    ['Kasama', 'Kasama', 'city', -10.2129, 31.1808],
    ['Mbala', 'Mbala', 'town', -8.8400, 31.3660],
    ['Mpulungu', 'Mpulungu', 'town', -8.7620, 31.1100],
  ]),
  ...inProvince('Luapula', [
    ['Mansa', 'Mansa', 'city', -11.1990, 28.8940],
    ['Samfya', 'Samfya', 'town', -11.3650, 29.5560],
    ['Nchelenge', 'Nchelenge', 'town', -9.3450, 28.7340],
  ]),
  ...inProvince('Muchinga', [
    ['Chinsali', 'Chinsali', 'city', -10.5500, 32.0690],
    ['Mpika', 'Mpika', 'town', -11.8340, 31.4520],
    ['Nakonde', 'Nakonde', 'town', -9.3270, 32.7570],
  ]),
  ...inProvince('North-Western', [
    ['Solwezi', 'Solwezi', 'city', -12.1730, 26.3890],
    ['Kasempa', 'Kasempa', 'town', -13.4580, 25.8340],
    ['Mwinilunga', 'Mwinilunga', 'town', -11.7390, 24.4290],
  ]),
  ...inProvince('Western', [
    ['Mongu', 'Mongu', 'city', -15.2484, 23.1274],
    ['Senanga', 'Senanga', 'town', -16.1160, 23.2660],
    ['Kaoma', 'Kaoma', 'town', -14.8000, 24.8000],
    ['Sesheke', 'Sesheke', 'town', -17.4760, 24.2960],
  ]),
];
