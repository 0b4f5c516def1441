import type { Career } from '@storefront/api-client';

/**
 * The five positions shown when the openings cannot be loaded (ids 1-5). The
 * apply page maps these ids to its position options, so a link from a default card still works.
 */
export const DEFAULT_CAREERS: readonly Career[] = [
  {
    id: 1,
    title: 'Delivery Driver',
    location: 'Lusaka',
    type: 'Full-time',
    is_featured: false,
    benefits: [],
    description: 'Deliver meals from our partner restaurants to customers across Lusaka, on time and with a smile.',
  },
  {
    id: 2,
    title: 'Restaurant Partner Manager',
    location: 'Livingstone',
    type: 'Full-time',
    is_featured: false,
    benefits: [],
    description: 'Build lasting relationships with restaurants in Livingstone and help them grow with ZamEats.',
  },
  {
    id: 3,
    title: 'Customer Support Specialist',
    location: 'Remote',
    type: 'Full-time',
    is_featured: false,
    benefits: [],
    description: 'Help customers, riders and restaurants by chat, e-mail and phone, wherever you work from.',
  },
  {
    id: 4,
    title: 'Marketing Coordinator',
    location: 'Kitwe',
    type: 'Full-time',
    is_featured: false,
    benefits: [],
    description: 'Plan and run campaigns that bring ZamEats to new customers across the Copperbelt.',
  },
  {
    id: 5,
    title: 'Software Developer',
    location: 'Remote',
    type: 'Full-time',
    is_featured: false,
    benefits: [],
    description: 'Build our web and mobile apps with React and React Native, from ordering to live delivery tracking.',
  },
];
