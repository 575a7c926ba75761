import type { Price, PublicProduct } from '@coffer/contract';
import { defineMessage, HttpError } from '@coffer/core';
import { useParams } from 'react-router';
import { useProducts } from '../api/billing';

/**
 * The plan and price named by the route's `:productId/:priceId`, from `GET billing/products`.
 * A plan or price that is not (or no longer) offered is the route's not-found page.
 */
export function usePlanFromRoute(): { product: PublicProduct; price: Price } | null {
  const { productId, priceId } = useParams();
  const products = useProducts();
  if (products.error && !products.isFetching) throw products.error;
  if (!products.data) return null;
  const product = products.data.find((candidate) => String(candidate.id) === productId);
  const price = product?.prices.find((candidate) => String(candidate.id) === priceId);
  if (!product || !price) throw new HttpError(404, { message: defineMessage('Not found.') });
  return { product, price };
}
