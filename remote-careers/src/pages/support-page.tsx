import type { ContactInfo } from '@storefront/api-client';
import { useLoaderData } from 'react-router-dom';
import { SupportTicketForm } from '../features/support/components/support-ticket-form';
import { SupportFrame } from './support-frame';

/** /support, with the company's details its loader read (readContactInfo). */
export default function SupportPage() {
  const info = useLoaderData() as ContactInfo | null;
  return <SupportFrame form={<SupportTicketForm />} info={{ status: 'success', data: info }} />;
}
