import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiRequestError, apiRequest } from '@vip/contracts/http';
import {
  supplierJobAnswerSchema,
  supplierJobSchema,
  type SupplierJob,
  type SupplierJobAnswerInput,
} from '@vip/contracts/schemas';

/** The supplier's job link: the token in the page's path is the only credential. */
export const supplierJobKeys = {
  job: (token: string) => [`/api/supplier-jobs/${encodeURIComponent(token)}`] as const,
  answers: (token: string) => [`/api/supplier-jobs/${encodeURIComponent(token)}/answers`] as const,
};

/** GET /api/supplier-jobs/{token}; a link that is not valid any more is an ApiRequestError with status 404. */
export function fetchSupplierJob(token: string, baseUrl = '', signal?: AbortSignal): Promise<SupplierJob> {
  return apiRequest('GET', baseUrl + supplierJobKeys.job(token)[0], { schema: supplierJobSchema, signal });
}

/** POST /api/supplier-jobs/{token}/answers: the same answer again changes nothing. */
export function postSupplierJobAnswer(
  token: string,
  answer: SupplierJobAnswerInput,
  baseUrl = '',
): Promise<SupplierJob> {
  supplierJobAnswerSchema.parse(answer);
  return apiRequest('POST', baseUrl + supplierJobKeys.answers(token)[0], { body: answer, schema: supplierJobSchema });
}

/** A refused link (400 or 404) is no error to retry: the page says so plainly. */
export const linkRefused = (error: unknown) =>
  error instanceof ApiRequestError && (error.status === 404 || error.status === 400);

export function useSupplierJob(token: string) {
  return useQuery({
    queryKey: supplierJobKeys.job(token),
    queryFn: ({ signal }) => fetchSupplierJob(token, '', signal),
    retry: (count, error) => !linkRefused(error) && count < 1,
  });
}

export function useAnswerSupplierJob(token: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (answer: SupplierJobAnswerInput) => postSupplierJobAnswer(token, answer),
    onSuccess: (job) => client.setQueryData(supplierJobKeys.job(token), job),
  });
}
