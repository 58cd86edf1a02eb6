import { lazySchema } from '@atelier/core-catalogue';
import { z } from 'zod';

/**
 * A registered customer (docs/product/accounts.md §1.1). Brand-specific back-end names
 * (`hasMy{product}`, `my{product}Id`) arrive here already mapped by the adapter to
 * `hasLoyaltyMembership` and `loyaltyId` (docs/architecture.md §8).
 */
export const userSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    /** The back-end's login id; for return-portal users it is `something|e-mail`. */
    uid: z.string().optional(),
    firstName: z.string().default(''),
    lastName: z.string().default(''),
    secondLastName: z.string().nullable().optional(),
    fullName: z.string().optional(),
    birthDate: z.string().nullable().optional(),
    email: z.string(),
    displayEmail: z.string().optional(),
    phone: z.string().nullable().optional(),
    hasLoyaltyMembership: z.boolean().default(false),
    loyaltyId: z.string().nullable().optional(),
    registerDate: z.string().nullable().optional(),
    nationalId: z.string().nullable().optional(),
    defaultAddress: z
      .object({
        postalCode: z.string().optional(),
        region: z.object({ name: z.string().optional() }).optional(),
      })
      .nullable()
      .optional(),
    subscribedToNewsletter: z.boolean().default(false),
    userGroupId: z.string().optional(),
    employee: z.boolean().default(false),
    isMigrated: z.boolean().default(false),
    customerDiscount: z.number().nullable().optional(),
    countArticleDiscount: z.number().nullable().optional(),
    maxArticleDiscount: z.number().nullable().optional(),
    crmUUID: z.string().nullable().optional(),
    freeShippingMax: z.number().nullable().optional(),
    freeShippingRemaining: z.number().nullable().optional(),
    loyalty: z
      .object({
        currentLoyaltyLevel: z.number().nullable().optional(),
        nextLevelName: z.string().nullable().optional(),
        valueForNextLevel: z.number().nullable().optional(),
      })
      .nullable()
      .optional(),
    firstOrderCode: z.string().optional(),
    lastOrderCode: z.string().optional(),
  }),
);
export type User = z.infer<typeof userSchema>;
