import type { CheckoutGateway } from '@coffer/contract';
import type { BillingGateway } from './gateways/gateway';

/**
 * What the billing module offers the code around it: the payment gateways by name. A
 * gateway registers itself from the module's `register` (`app.billing.registerGateway`);
 * the routes, the webhooks and the jobs look it up here, so each app has its own.
 */
export function createBillingApi() {
  const gateways = new Map<CheckoutGateway, BillingGateway>();
  const tails = new Map<string, Promise<unknown>>();
  return {
    /**
     * Runs `task` once every earlier task of this instance under the same `key` (one
     * subscription at its gateway) has finished, so a webhook's read of the gateway and its
     * write cannot straddle a change the subscriber is making (see `inTurn` in changes.ts).
     */
    inTurn<T>(key: string, task: () => Promise<T>): Promise<T> {
      const run = (tails.get(key) ?? Promise.resolve()).then(task, task);
      const tail = run.then(
        () => undefined,
        () => undefined,
      );
      tails.set(key, tail);
      void tail.then(() => {
        if (tails.get(key) === tail) tails.delete(key);
      });
      return run;
    },
    /** The registered gateways by name (`test`, `stripe`, `paypal`). */
    gateways: gateways as ReadonlyMap<CheckoutGateway, BillingGateway>,
    /** Adds a gateway under its `name`; a second one of the same name replaces the first. */
    registerGateway(gateway: BillingGateway): void {
      gateways.set(gateway.name, gateway);
    },
    /** The gateway of this name when it is registered and switched on, else undefined. */
    async enabledGateway(name: string): Promise<BillingGateway | undefined> {
      const gateway = gateways.get(name as CheckoutGateway);
      return gateway && (await gateway.enabled()) ? gateway : undefined;
    },
    /** The names of the gateways switched on now, in registration order. */
    async enabledGateways(): Promise<CheckoutGateway[]> {
      const names: CheckoutGateway[] = [];
      for (const [name, gateway] of gateways) if (await gateway.enabled()) names.push(name);
      return names;
    },
  };
}

export type BillingApi = ReturnType<typeof createBillingApi>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Billing's gateways (see `createBillingApi`). */
    billing: BillingApi;
  }
}
