/** Answers shaped as the commerce and content APIs send them, shared by schema and client tests. */

export const vendorAnswer = { name: 'Mama Kitchen', address: 'Cairo Road, Lusaka', phone: '0977000111' };

export const orderAnswer = {
  uuid: 'a1b2c3d4-0000-4000-8000-000000000001',
  vendor: vendorAnswer,
  rider: { name: 'Chanda', phone: '0966000222' },
  status: 'OnTheWay',
  payment_status: 'Paid',
  total_price: '250.50',
  created_at: '2024-06-01T10:00:00Z',
  order_products: [
    { name: 'Nshima with beef', quantity: 2, price: '85.00' },
    { product: { name: 'Chibwabwa' }, quantity: '1', price: 40 },
  ],
};

export const addressAnswer = {
  uuid: 'addr-1',
  address: 'Plot 12, Kabulonga Road, Lusaka',
  location: 'Kabulonga',
  latitude: '-15.4167',
  longitude: '28.2833',
  label: 'Home',
};

export const productAnswer = {
  id: 7,
  uuid: 'meal-7',
  name: 'Nshima with beef',
  description: 'With beef stew',
  price: '85.00',
  preparation_time: '1',
  image: [{ url: 'https://cdn.test/nshima.jpg', name: 'nshima' }],
  category: { name: 'Local' },
  vendor: { uuid: 'vendor-1', name: 'Mama Kitchen', image: null, address: 'Cairo Road', phone: '0977000111' },
};

export const blogPostAnswer = {
  id: 3,
  slug: 'best-nshima-in-lusaka',
  title: 'The best nshima in Lusaka',
  featured_image: 'https://cdn.test/blog.jpg',
  category: 'Food',
  published_at: '2024-05-20',
  read_time: '4 min read',
  summary: 'Where to eat it.',
  content: '<p>Nshima is the staple.</p>',
  author: 'Storefront team',
  is_featured: 1,
  views: '120',
  tags: ['nshima', 'lusaka'],
};

export const careerAnswer = {
  id: 11,
  title: 'Delivery Driver',
  location: 'Lusaka',
  job_type: 'Part-time',
  department: 'Operations',
  is_featured: true,
  salary_min: '3000',
  salary_max: 5000,
  application_deadline: '2024-12-31',
  description: 'Deliver meals across Lusaka.',
  requirements: 'A valid licence',
  benefits: '["Fuel allowance","Flexible hours","Insurance","Phone"]',
};

export const heroAnswer = {
  id: 1,
  title: 'Order the food you love',
  subtitle: 'From vendors near you',
  description: 'Fast delivery in Lusaka',
  app_store_url: 'https://apps.apple.com/app',
  google_play_url: 'https://play.google.com/store',
  app_store_image: '/img/appstore.png',
  google_play_image: '/img/googleplay.png',
  background_image: '/img/hero.jpg',
  background_color: '#fff7ed',
  text_color: '#111827',
  style_settings: '{"padding":"4rem"}',
  animation_settings: { bike: { enabled: true, duration: 8 }, cloud: { enabled: false } },
};

export const bannerAnswer = {
  title: 'Get the app',
  subtitle: 'Order faster',
  app_store_url: 'https://apps.apple.com/app',
  google_play_url: 'https://play.google.com/store',
  phone_image: '/img/phone.png',
  is_active: 1,
  banner_type: 'download',
  animation_type: 'slide',
  style_settings: { radius: 12 },
};

export const footerAnswer = {
  success: true,
  footer_sections: [
    {
      id: 1,
      section_name: 'company',
      title: 'Company',
      section_type: 'links',
      is_active: '1',
      sort_order: '2',
      links: '[{"text":"About Us","url":"/about"}]',
    },
  ],
  contact: { email: 'hello@storefront.test', phone: '+260977000000' },
};
