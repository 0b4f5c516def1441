import { successAnswerSchema, type SuccessAnswer } from '../schemas/answers';
import {
  profileResponseSchema,
  type ChangePasswordPayload,
  type UpdateProfilePayload,
  type UserProfile,
} from '../schemas/profile';
import { apiHttp, parsed } from './http';

export async function getProfile(): Promise<UserProfile> {
  const body = await parsed(profileResponseSchema, () => apiHttp().get('profile'));
  return body.data.user;
}

export async function updateProfile(payload: UpdateProfilePayload): Promise<SuccessAnswer> {
  return parsed(successAnswerSchema, () => apiHttp().put('profile', { json: payload }));
}

/**
 * The product defines no path for this call (and its original form forgot to send the new password);
 * `POST {api}/profile/password` with the current password, the new one (`password`) and its
 * confirmation is this storefront's choice, served by api/.
 */
export async function changePassword(payload: ChangePasswordPayload): Promise<SuccessAnswer> {
  return parsed(successAnswerSchema, () => apiHttp().post('profile/password', { json: payload }));
}
