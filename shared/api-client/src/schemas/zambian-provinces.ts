/**
 * The ten provinces of Zambia with some of their towns: the catering form offers the towns of
 * the chosen province only.
 */
export const citiesByProvince = {
  Lusaka: ['Lusaka', 'Chilanga', 'Chongwe', 'Kafue', 'Luangwa', 'Rufunsa'],
  Copperbelt: ['Ndola', 'Kitwe', 'Chingola', 'Mufulira', 'Luanshya', 'Kalulushi'],
  Central: ['Kabwe', 'Kapiri Mposhi', 'Mkushi', 'Serenje', 'Mumbwa', 'Chibombo'],
  Eastern: ['Chipata', 'Petauke', 'Katete', 'Lundazi', 'Nyimba', 'Chadiza'],
  Luapula: ['Mansa', 'Kawambwa', 'Samfya', 'Nchelenge', 'Mwense'],
  Northern: ['Kasama', 'Mbala', 'Mpulungu', 'Luwingu', 'Mporokoso', 'Kaputa'],
  'North-Western': ['Solwezi', 'Mwinilunga', 'Kabompo', 'Zambezi', 'Kasempa'],
  Southern: ['Livingstone', 'Choma', 'Mazabuka', 'Monze', 'Kalomo', 'Siavonga'],
  Western: ['Mongu', 'Senanga', 'Kaoma', 'Sesheke', 'Kalabo'],
  Muchinga: ['Chinsali', 'Mpika', 'Nakonde', 'Isoka', 'Shiwangandu'],
} as const satisfies Record<string, readonly string[]>;

export const zambianProvinces = [
  'Lusaka',
  'Copperbelt',
  'Central',
  'Eastern',
  'Luapula',
  'Northern',
  'North-Western',
  'Southern',
  'Western',
  'Muchinga',
] as const satisfies readonly (keyof typeof citiesByProvince)[];

export type ZambianProvince = (typeof zambianProvinces)[number];

export function citiesOf(province: ZambianProvince): readonly string[] {
  return citiesByProvince[province];
}

export function isZambianProvince(value: string): value is ZambianProvince {
  return (zambianProvinces as readonly string[]).includes(value);
}
