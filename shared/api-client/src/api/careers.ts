import { careersResponseSchema, type Career } from '../schemas/careers';
import { definedParams, parsedContent, type QueryParams } from './content-answer';
import { contentHttp } from './http';

export async function getCareers(params: QueryParams = {}): Promise<Career[]> {
  return parsedContent(careersResponseSchema, () => contentHttp().get('careers', { searchParams: definedParams(params) }));
}

export async function getFeaturedCareers(): Promise<Career[]> {
  return parsedContent(careersResponseSchema, () => contentHttp().get('careers/featured'));
}

export async function getCareersByLocation(location: string): Promise<Career[]> {
  return parsedContent(careersResponseSchema, () =>
    contentHttp().get(`careers/location/${encodeURIComponent(location)}`),
  );
}

export async function getCareersByType(type: string): Promise<Career[]> {
  return parsedContent(careersResponseSchema, () => contentHttp().get(`careers/type/${encodeURIComponent(type)}`));
}
