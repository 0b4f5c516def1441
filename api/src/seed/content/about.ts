import type { JsonObject } from '../../lib/json';
import { imagePath } from '../../images/render-image';
import { brand } from '../brand';

export const aboutPage: JsonObject = {
  title: `About ${brand.name}`,
  content: [
    `<p>${brand.name} started in Lusaka in 2022 with a simple idea: the best food in Zambia is cooked in small kitchens, and more people should be able to enjoy it.</p>`,
    '<p>Today we connect customers with restaurants and home-style kitchens in Lusaka, Kitwe, Ndola and Livingstone. Our riders deliver hot meals across each city, and our team helps local businesses grow.</p>',
    '<p>Every order supports a local kitchen, a rider earning a fair income and a team that loves Zambian food.</p>',
  ].join(''),
  background_color: '#fff7ed',
  image: imagePath('content', 'about-our-story'),
  page_data: {
    show_vision_mission: true,
    show_team_focus: true,
    show_features: true,
    show_faqs: true,
    show_app_download: true,
    vision: 'A Zambia where every great local kitchen can reach every hungry customer.',
    mission: 'To make ordering local food simple, fair and reliable for customers, merchants and riders.',
    principles: [
      { title: 'Customers first', description: 'We earn every order with good food, honest prices and on-time delivery.' },
      { title: 'Fair for partners', description: 'Merchants and riders are paid fairly and on time, every week.' },
      { title: 'Proudly local', description: 'We champion Zambian dishes and the people who cook them.' },
    ],
  },
};

export const teamFocusItems: JsonObject[] = [
  { id: 1, title: 'Customer Experience', description: 'Our support team answers within minutes, seven days a week, and follows every issue through.', sort_order: 1, is_active: true },
  { id: 2, title: 'Kitchen Partnerships', description: 'We help restaurants set up menus, photography and pricing so they can sell from day one.', sort_order: 2, is_active: true },
  { id: 3, title: 'Rider Community', description: 'Training, safety gear and weekly pay for every rider on the road.', sort_order: 3, is_active: true },
  { id: 4, title: 'Technology', description: 'A fast storefront and apps built in Zambia for Zambian networks and phones.', sort_order: 4, is_active: true },
];
