/**
 * The speaker's API tokens as the Integrations screen uses them (docs/product.md, API tokens): the
 * list with each token's last use, making one (whose answer is the only time the token is seen)
 * and revoking one, each change reading the list again.
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiTokensResponseSchema, createdTokenSchema, type CreateTokenBody } from "@lectern/shared";
import { apiRequest } from "../client.ts";

const tokensKey = ["/api/tokens"] as const;

export function useApiTokens() {
  return useQuery({
    queryKey: tokensKey,
    queryFn: ({ signal }) =>
      apiRequest<unknown>(tokensKey[0], { signal }).then(
        (body) => apiTokensResponseSchema.parse(body).tokens,
      ),
  });
}

export function useCreateApiToken() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateTokenBody) =>
      apiRequest<unknown>(tokensKey[0], { method: "POST", body }).then((answer) =>
        createdTokenSchema.parse(answer),
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: tokensKey }),
  });
}

export function useRevokeApiToken() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<void>(`${tokensKey[0]}/${id}`, { method: "DELETE" }),
    onSuccess: () => client.invalidateQueries({ queryKey: tokensKey }),
  });
}
