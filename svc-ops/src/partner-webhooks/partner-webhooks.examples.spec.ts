import { errorBodySchema } from '@vip/contracts/http';
import { webhookDeliveryListSchema, webhookDeliverySchema } from '@vip/contracts/schemas';
import { deliveryExample, deliveryListExample, errorExamples, replayedExample } from './partner-webhooks.examples';

describe("the delivery log's documented examples", () => {
  it('are what the API answers: a delivery, a page of them, a replayed one, and its errors', () => {
    expect(webhookDeliverySchema.parse(deliveryExample)).toEqual(deliveryExample);
    expect(webhookDeliveryListSchema.parse(deliveryListExample)).toEqual(deliveryListExample);
    expect(webhookDeliverySchema.parse(replayedExample)).toEqual(replayedExample);
    for (const example of Object.values(errorExamples)) expect(errorBodySchema.parse(example)).toEqual(example);
  });
});
