import { AUTO_REPLY_TEXT, authorName, autoReplyFrom, autoReplyTo, customerMessageText } from './message-thread';

describe('the message box simulation', () => {
  it('has the rider answer while the order is on its way, and the vendor otherwise', () => {
    expect(autoReplyFrom('ontheway')).toBe('rider');
    expect(autoReplyFrom('OnTheWay')).toBe('rider');
    expect(['pending', 'processing', 'delivered', 'cancelled'].map(autoReplyFrom)).toEqual(['vendor', 'vendor', 'vendor', 'vendor']);
  });

  it("answers with the product's text", () => {
    expect(autoReplyTo('ontheway', 7)).toEqual({ id: 7, from: 'rider', text: "Thank you for your message. We'll get back to you shortly." });
    expect(AUTO_REPLY_TEXT).toBe("Thank you for your message. We'll get back to you shortly.");
  });

  it('sends nothing for an empty message and trims the rest', () => {
    expect(customerMessageText('   ')).toBeNull();
    expect(customerMessageText('  Where is my food? ')).toBe('Where is my food?');
  });

  it('names the authors', () => {
    expect(authorName('customer', {})).toBe('You');
    expect(authorName('rider', { rider: 'Chanda' })).toBe('Chanda (rider)');
    expect(authorName('rider', { rider: null })).toBe('Rider');
    expect(authorName('vendor', { vendor: 'Mama Kitchen' })).toBe('Mama Kitchen (vendor)');
    expect(authorName('vendor', {})).toBe('Vendor');
  });
});
