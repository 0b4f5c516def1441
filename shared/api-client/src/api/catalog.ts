import type { Category, Product } from '@storefront/contract/boundary';
import { categoriesResponseSchema, productResponseSchema, productsResponseSchema } from '../schemas/catalog';
import { appSettingsResponseSchema, type AppSettings } from '../schemas/settings';
import { publicApiHttp, parsed } from './http';
import { readPaths } from './read-paths';

export async function getProducts(): Promise<Product[]> {
  const body = await parsed(productsResponseSchema, () => publicApiHttp().get(readPaths.products));
  return body.data.products;
}

export async function getProduct(id: string): Promise<Product> {
  const body = await parsed(productResponseSchema, () => publicApiHttp().get(readPaths.product(id)));
  return body.data;
}

export async function getCategories(): Promise<Category[]> {
  const body = await parsed(categoriesResponseSchema, () => publicApiHttp().get(readPaths.categories));
  return body.data[0]?.data ?? [];
}

export async function getAppSettings(): Promise<AppSettings> {
  return parsed(appSettingsResponseSchema, () => publicApiHttp().get(readPaths.appSettings));
}
