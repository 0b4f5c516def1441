export interface SeedCareer {
  title: string;
  location: string;
  type: 'Full-time' | 'Part-time' | 'Contract' | 'Internship';
  department: string;
  featured: boolean;
  salaryMin: number | null;
  salaryMax: number | null;
  /**
   * Days from the seed day to the last day to apply (null: open until filled). The seed turns it
   * into a date, so a fresh database never shows an 'Apply by' date in the past.
   */
  deadlineInDays: number | null;
  description: string;
  requirements: string;
  benefits: string[];
}

export const seedCareers: readonly SeedCareer[] = [
  {
    title: 'Delivery Driver',
    location: 'Lusaka',
    type: 'Full-time',
    department: 'Operations',
    featured: true,
    salaryMin: 4500,
    salaryMax: 7000,
    deadlineInDays: 35,
    description: 'Deliver meals from our partner kitchens to customers across Lusaka quickly, safely and with a smile.',
    requirements: 'Valid driving licence (category A or B). At least 18 years old. Smartphone with data. Good knowledge of Lusaka roads. Clean background check.',
    benefits: ['Weekly pay', 'Fuel allowance', 'Insulated delivery gear', 'Accident insurance', 'Flexible shifts'],
  },
  {
    title: 'Restaurant Partner Manager',
    location: 'Livingstone',
    type: 'Full-time',
    department: 'Partnerships',
    featured: true,
    salaryMin: 12000,
    salaryMax: 18000,
    deadlineInDays: 24,
    description: 'Grow and look after our network of restaurants in Livingstone and the Southern Province.',
    requirements: 'Three years in sales or account management, ideally in hospitality. Excellent communication in English; Tonga or Lozi is a plus. Own transport preferred.',
    benefits: ['Performance bonus', 'Medical cover', 'Laptop and phone', 'Travel allowance'],
  },
  {
    title: 'Customer Support Specialist',
    location: 'Remote',
    type: 'Full-time',
    department: 'Customer Experience',
    featured: false,
    salaryMin: 6000,
    salaryMax: 9000,
    deadlineInDays: 28,
    description: 'Help customers, riders and merchants by chat, e-mail and phone, and turn problems into happy endings.',
    requirements: 'One year in a customer-facing role. Calm under pressure. Fluent English; Bemba or Nyanja a plus. Reliable internet connection.',
    benefits: ['Work from home', 'Internet allowance', 'Medical cover', 'Training budget'],
  },
  {
    title: 'Marketing Coordinator',
    location: 'Kitwe',
    type: 'Full-time',
    department: 'Marketing',
    featured: false,
    salaryMin: 8000,
    salaryMax: 12000,
    deadlineInDays: 42,
    description: 'Plan and run campaigns that bring ZamEats to new customers across the Copperbelt.',
    requirements: 'Degree or diploma in marketing or communications. Two years of experience with social media campaigns. A portfolio of work.',
    benefits: ['Performance bonus', 'Medical cover', 'Team events', 'Free meals on shift'],
  },
  {
    title: 'Software Developer',
    location: 'Remote',
    type: 'Full-time',
    department: 'Engineering',
    featured: true,
    salaryMin: 18000,
    salaryMax: 30000,
    deadlineInDays: 56,
    description: 'Build the web storefront and mobile apps with React and React Native, from checkout to live order tracking.',
    requirements: 'Three years with TypeScript and React; React Native a plus. Experience with REST APIs and automated tests. Curiosity about how things work in production.',
    benefits: ['Work from home', 'Learning budget', 'Medical cover', 'Latest laptop', 'Share options'],
  },
  {
    title: 'Operations Lead',
    location: 'Ndola',
    type: 'Full-time',
    department: 'Operations',
    featured: false,
    salaryMin: 15000,
    salaryMax: 22000,
    deadlineInDays: null,
    description: 'Run daily delivery operations in Ndola: rider schedules, kitchen timing and customer satisfaction.',
    requirements: 'Four years in logistics or operations, two of them leading a team. Comfortable with spreadsheets and data.',
    benefits: ['Performance bonus', 'Medical cover', 'Company phone'],
  },
  {
    title: 'Data Analyst',
    location: 'Lusaka',
    type: 'Contract',
    department: 'Engineering',
    featured: false,
    salaryMin: null,
    salaryMax: null,
    deadlineInDays: 21,
    description: 'A six-month contract to turn order and delivery data into decisions on pricing and coverage.',
    requirements: 'Strong SQL and one of Python or R. Experience presenting findings to non-technical colleagues.',
    benefits: ['Flexible hours', 'Hybrid work'],
  },
];
