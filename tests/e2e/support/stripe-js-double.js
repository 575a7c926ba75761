// A test double of Stripe.js for the e2e journeys (issue 27), never shipped: the browser
// cannot reach js.stripe.com from the test machine, so billing-stripe.spec.ts answers the
// script `@stripe/stripe-js` injects (`https://js.stripe.com/<train>/stripe.js`) with this
// file through `page.route`. It implements exactly what packages/features/billing's
// StripePayment calls:
//
//   Stripe(publishableKey)              → the client
//   stripe.elements({ clientSecret, … }) → an Elements group for that intent
//   elements.create('payment')           → the Payment Element, with `mount(node)`, `destroy()`
//   stripe.confirmPayment({ elements, confirmParams: { return_url }, redirect? })
//   stripe.confirmSetup({ elements, confirmParams: { return_url }, redirect? })
//
// Confirming does what Stripe.js does: `POST https://api.stripe.com/v1/payment_intents/:id/confirm`
// (or `setup_intents`) with the publishable key, the client secret and the card typed into the
// element (a form body: a simple CORS request, no preflight); the spec routes api.stripe.com to
// the local fake Stripe (apps/server/src/modules/billing/testing/), which confirms the intent
// and sends its signed webhooks. A refusal resolves `{ error }` (Stripe's error object, its
// `message` shown by the page); a success sends the browser to `return_url` with Stripe's
// `payment_intent`/`setup_intent`, `…_client_secret` and `redirect_status=succeeded`
// (or resolves the intent with `redirect: 'if_required'`).
(() => {
  const API = 'https://api.stripe.com';
  // What @stripe/stripe-js 10 expects of the script it loads (it warns on another train).
  const RELEASE_TRAIN = 'endive';

  function createStripe(key) {
    if (typeof key !== 'string' || !key.startsWith('pk_')) {
      throw new Error('IntegrationError: Invalid value for Stripe(): apiKey should be a string.');
    }

    async function confirm(kind, options) {
      const elements = options?.elements;
      const element = elements?._paymentElement;
      if (!element?._mounted) {
        return {
          error: {
            type: 'validation_error',
            message: 'The Payment Element is not mounted.',
          },
        };
      }
      const returnUrl = options.confirmParams?.return_url;
      const redirect = options.redirect ?? 'always';
      if (redirect === 'always' && !returnUrl) {
        throw new Error('IntegrationError: confirmParams.return_url is required.');
      }
      const secret = elements._clientSecret;
      const id = secret.split('_secret_')[0];
      const body = new URLSearchParams({
        key,
        client_secret: secret,
        'payment_method_data[type]': 'card',
        'payment_method_data[card][number]': element._cardNumber(),
      });
      if (returnUrl) body.set('return_url', returnUrl);
      const path = kind === 'payment_intent' ? 'payment_intents' : 'setup_intents';
      let response;
      try {
        response = await fetch(`${API}/v1/${path}/${encodeURIComponent(id)}/confirm`, {
          method: 'POST',
          body,
        });
      } catch {
        return {
          error: { type: 'api_connection_error', message: 'Could not reach Stripe.' },
        };
      }
      const answer = await response.json();
      if (!response.ok) return { error: answer.error };
      if (redirect === 'if_required') return { [kind]: answer };
      const target = new URL(returnUrl);
      target.searchParams.set(kind, id);
      target.searchParams.set(`${kind}_client_secret`, secret);
      target.searchParams.set('redirect_status', 'succeeded');
      window.location.assign(target.href);
      // Stripe.js never resolves once it leaves the page.
      return new Promise(() => {});
    }

    return {
      // What @stripe/stripe-js calls to say it wraps this script.
      _registerWrapper() {},
      elements(options = {}) {
        if (
          typeof options.clientSecret !== 'string' ||
          !options.clientSecret.includes('_secret_')
        ) {
          throw new Error('IntegrationError: elements() needs the intent’s clientSecret.');
        }
        const elements = {
          _clientSecret: options.clientSecret,
          _paymentElement: null,
          create(type) {
            if (type !== 'payment') {
              throw new Error(
                `IntegrationError: this double has only the payment element, not ${type}.`,
              );
            }
            const element = paymentElement();
            elements._paymentElement = element;
            return element;
          },
          getElement(type) {
            return type === 'payment' ? elements._paymentElement : null;
          },
        };
        return elements;
      },
      confirmPayment: (options) => confirm('payment_intent', options),
      confirmSetup: (options) => confirm('setup_intent', options),
    };
  }

  /** The Payment Element: a card number field in a group of its own (Stripe draws an iframe). */
  function paymentElement() {
    let root = null;
    let input = null;
    return {
      _mounted: false,
      _cardNumber: () => (input ? input.value.replace(/[\s-]/g, '') : ''),
      mount(target) {
        const node = typeof target === 'string' ? document.querySelector(target) : target;
        if (!node) throw new Error('IntegrationError: mount() needs a DOM element.');
        root = document.createElement('div');
        root.setAttribute('role', 'group');
        root.setAttribute('aria-label', 'Stripe payment details');
        root.dataset.stripeDouble = 'payment';
        const label = document.createElement('label');
        label.textContent = 'Card number';
        input = document.createElement('input');
        input.name = 'cardnumber';
        input.inputMode = 'numeric';
        input.autocomplete = 'cc-number';
        label.append(input);
        root.append(label);
        node.append(root);
        this._mounted = true;
        return this;
      },
      destroy() {
        root?.remove();
        root = null;
        input = null;
        this._mounted = false;
      },
      on() {
        return this;
      },
    };
  }

  createStripe.version = RELEASE_TRAIN;
  window.Stripe = createStripe;
})();
