import { describe, expect, it } from 'vitest';
import { escapeHtml } from '../http/stand-in-page.js';
import { checkoutPage, messagePage } from './local-checkout-page.js';

describe('local checkout pages', () => {
  it('escapes every value they show', () => {
    expect(escapeHtml(`<a href="x" onclick='y'>&</a>`)).toBe('&lt;a href=&quot;x&quot; onclick=&#39;y&#39;&gt;&amp;&lt;/a&gt;');
    const html = checkoutPage({ sessionId: 'cs_local_abc', price: 'PRO:monthly', email: '"><script>alert(1)</script>@x.test', productName: '<b>Pautia</b>' });
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<b>');
    expect(html).toContain('&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;@x.test');
    const message = messagePage('<i>t</i>', '<img src=x>', { href: '/a?b="c"', label: '<u>' });
    expect(message).not.toMatch(/<i>|<img|<u>/);
    expect(message).toContain('href="/a?b=&quot;c&quot;"');
  });

  it('posts Pay and Cancel to the session and has no scripts or inline styles', () => {
    const html = checkoutPage({ sessionId: 'cs_local_abc', price: 'PREMIUM:monthly', email: null, productName: 'Pautia' });
    expect(html).toContain('<form method="post" action="/local/checkout/cs_local_abc/pay">');
    expect(html).toContain('<form method="post" action="/local/checkout/cs_local_abc/cancel">');
    expect(html).toContain('<dd>$50.00 USD / month</dd>');
    expect(html).not.toMatch(/<script|style=|<style/);
    expect(html).not.toContain('Account');
  });
});
