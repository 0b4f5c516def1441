import type { ContactInfo } from '@storefront/api-client';
import { useLoaderData, useSearchParams } from 'react-router-dom';
import { ContactChannels } from '../features/contact/components/contact-channels';
import { ContactForm } from '../features/contact/components/contact-form';
import { ContactFrame } from './contact-frame';

/** /contact, with the company's details its loader read; `?subject=` fills the subject in (the merchant page's buttons send one). */
export default function ContactPage() {
  const info = useLoaderData() as ContactInfo | null;
  const [searchParams] = useSearchParams();
  return (
    <ContactFrame
      form={<ContactForm initialSubject={searchParams.get('subject') ?? ''} />}
      channels={<ContactChannels info={{ status: 'success', data: info }} />}
    />
  );
}
