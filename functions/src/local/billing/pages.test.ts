import { describe, expect, it } from 'vitest';
import { checkoutPage, messagePage } from './pages.js';

describe('local checkout pages', () => {
  it('escapes every value they show', () => {
    const markup = checkoutPage({
      sessionId: 'cs_local_abc',
      price: 'PRO:monthly',
      email: null,
      productName: `<a href="x" onclick='y'>&</a>`,
    });
    expect(markup).toContain('&lt;a href=&quot;x&quot; onclick=&#x27;y&#x27;&gt;&amp;&lt;/a&gt;');
    const html = checkoutPage({
      sessionId: 'cs_local_abc',
      price: 'PRO:monthly',
      email: '"><script>alert(1)</script>@x.test',
      productName: '<b>Pautia</b>',
    });
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<b>');
    expect(html).toContain('&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;@x.test');
    const message = messagePage('<i>t</i>', '<img src=x>', { href: '/a?b="c"', label: '<u>' });
    expect(message).not.toMatch(/<i>|<img|<u>/);
    expect(message).toContain('href="/a?b=&quot;c&quot;"');
  });

  it('posts Pay and Cancel to the session and has no scripts or inline styles', () => {
    const html = checkoutPage({ sessionId: 'cs_local_abc', price: 'PREMIUM:monthly', email: null, productName: 'Pautia' });
    expect(html).toContain('<form action="/local/checkout/cs_local_abc/pay" method="post">');
    expect(html).toContain('<form action="/local/checkout/cs_local_abc/cancel" method="post">');
    expect(html).toContain('<dd>$50.00 USD / month</dd>');
    expect(html).not.toMatch(/<script|style=|<style/);
    expect(html).not.toContain('Account');
  });
});

describe('local checkout pages in both languages (issue 24)', () => {
  it('reads English by default, with <html lang="en"> and the e2e-visible texts', () => {
    const html = checkoutPage({ sessionId: 'cs_local_abc', price: 'TRIAL:monthly', email: null, productName: 'Pautia' });
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<title>Test checkout — no charge</title>');
    expect(html).toContain('Local stand-in for Stripe Checkout');
    expect(html).toMatch(/>Pay<\/button>[\s\S]*>Cancel<\/button>/);
    expect(html).toContain('$0.00 for 7 days, then $20.00 USD / month');
  });

  it('reads Spanish (voseo) with <html lang="es">, still labelled as a local stand-in, money with its currency', () => {
    const html = checkoutPage({
      sessionId: 'cs_local_abc',
      price: 'PRO:annual',
      email: null,
      productName: 'Pautia',
      lang: 'es',
      langParam: true,
    });
    expect(html).toContain('<html lang="es">');
    expect(html).toContain('<title>Pago de prueba — sin cargo</title>');
    expect(html).toContain('Simulación local de Stripe Checkout');
    expect(html).toContain('<dd>USD 192,00 / año</dd>');
    expect(html).toContain('action="/local/checkout/cs_local_abc/pay?lang=es"');
    expect(html).toMatch(/>Pagar<\/button>[\s\S]*>Cancelar<\/button>/);
    expect(html).not.toMatch(/\b(Pay|Cancel|Price|Period)\b/);
    const message = messagePage('No encontramos este pago', 'x', { href: '/pricing', label: 'Ver planes' }, 'es');
    expect(message).toContain('<html lang="es">');
  });
});
