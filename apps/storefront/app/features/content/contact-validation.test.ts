import { describe, expect, it } from 'vitest';
import { ContactMessageSchema } from '@storefront/contracts';
import { serverFieldErrors, validateContactMessage, type ContactValues } from './contact-validation.ts';

const valid: ContactValues = {
  name: 'Sara',
  email: 'sara@example.com',
  phone: '',
  subject: 'Delivery',
  message: 'When will my order arrive?',
};

describe('contact form checks', () => {
  it('accept a message the API accepts', () => {
    expect(validateContactMessage(valid)).toEqual({});
    expect(ContactMessageSchema.safeParse(valid).success).toBe(true);
  });

  it('refuse exactly the e-mail addresses and phones the API refuses', () => {
    const samples: Partial<ContactValues>[] = [
      { email: 'sara@example.c' },
      { email: 'sara..q@example.com' },
      { email: 'sara@-example.com' },
      { email: `${'s'.repeat(190)}@example.com` },
      { email: 'sara+shop@example.co' },
      { phone: '+965 5000 0001' },
      { phone: '5000-0001' },
      { phone: '12345' },
    ];
    for (const sample of samples) {
      const values = { ...valid, ...sample };
      expect(Object.keys(validateContactMessage(values)).length === 0, JSON.stringify(sample)).toBe(
        ContactMessageSchema.safeParse(values).success,
      );
    }
  });

  it('name each wrong field with its translated message, as the API would refuse them', () => {
    const wrong: ContactValues = {
      name: 'S',
      email: 'sara@',
      phone: '12',
      subject: ' ',
      message: 'Too short',
    };
    expect(validateContactMessage(wrong)).toEqual({
      name: 'ui.prisma.contact.error.name',
      email: 'ui.prisma.contact.error.email',
      phone: 'ui.prisma.contact.error.phone',
      subject: 'ui.prisma.contact.error.subject',
      message: 'ui.prisma.contact.error.message',
    });
    expect(
      ContactMessageSchema.safeParse(wrong)
        .error?.issues.map((issue) => issue.path[0])
        .sort(),
    ).toEqual(['email', 'message', 'name', 'phone', 'subject']);
  });

  it('map the API field errors to the same messages', () => {
    expect(serverFieldErrors([{ field: 'email' }, { field: 'unknown' }])).toEqual({
      email: 'ui.prisma.contact.error.email',
    });
  });
});
