/**
 * The speaker's webhooks as the Integrations screen uses them (docs/product.md, Webhooks): the list,
 * adding one (whose answer is the only time its signing secret is seen), turning one on or off,
 * removing one, a test delivery, and a webhook's last deliveries, read again every few seconds
 * while one still waits to be sent.
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  createdWebhookSchema,
  webhookDeliveriesResponseSchema,
  webhookDeliverySchema,
  webhookSchema,
  webhooksResponseSchema,
  type CreateWebhookBody,
  type UpdateWebhookBody,
} from "@lectern/shared";
import { apiRequest } from "../client.ts";

const webhooksKey = ["/api/webhooks"] as const;
const deliveriesKey = (id: number) => [`/api/webhooks/${id}/deliveries`] as const;

/** How often an open list of deliveries is read again while one of them is pending. */
const PENDING_REFRESH_MS = 2000;

export function useWebhooks() {
  return useQuery({
    queryKey: webhooksKey,
    queryFn: ({ signal }) =>
      apiRequest<unknown>(webhooksKey[0], { signal }).then(
        (body) => webhooksResponseSchema.parse(body).webhooks,
      ),
  });
}

export function useCreateWebhook() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateWebhookBody) =>
      apiRequest<unknown>(webhooksKey[0], { method: "POST", body }).then((answer) =>
        createdWebhookSchema.parse(answer),
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: webhooksKey }),
  });
}

export function useUpdateWebhook() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: number; change: UpdateWebhookBody }) =>
      apiRequest<unknown>(`${webhooksKey[0]}/${id}`, { method: "PATCH", body: change }).then(
        (answer) => webhookSchema.parse(answer),
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: webhooksKey }),
  });
}

export function useDeleteWebhook() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<void>(`${webhooksKey[0]}/${id}`, { method: "DELETE" }),
    onSuccess: () => client.invalidateQueries({ queryKey: webhooksKey }),
  });
}

export function useTestWebhook() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest<unknown>(`${webhooksKey[0]}/${id}/test`, { method: "POST" }).then((answer) =>
        webhookDeliverySchema.parse(answer),
      ),
    onSuccess: (_delivery, id) => client.invalidateQueries({ queryKey: deliveriesKey(id) }),
  });
}

export function useWebhookDeliveries(id: number) {
  return useQuery({
    queryKey: deliveriesKey(id),
    queryFn: ({ signal }) =>
      apiRequest<unknown>(deliveriesKey(id)[0], { signal }).then(
        (body) => webhookDeliveriesResponseSchema.parse(body).deliveries,
      ),
    refetchInterval: (query) =>
      query.state.data?.some((delivery) => delivery.status === "pending")
        ? PENDING_REFRESH_MS
        : false,
  });
}
