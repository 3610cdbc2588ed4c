import { z } from 'zod';

/** Every API error answers with this body (SPEC §8): a message, and field errors for bad input. */
export const FieldErrorSchema = z.object({ field: z.string(), message: z.string() });
export const ApiErrorSchema = z.object({
  message: z.string(),
  code: z.string().optional(),
  errors: z.array(FieldErrorSchema).optional(),
});
export type FieldError = z.infer<typeof FieldErrorSchema>;
export type ApiError = z.infer<typeof ApiErrorSchema>;

/** Body of a successful call that only reports an outcome. */
export const MessageSchema = z.object({ message: z.string() });

/**
 * The answer of a change the shopper makes, with `message`: what the success toast says, in the
 * caller's language (SPEC §8 shows it when present).
 */
export const withMessage = <Shape extends z.ZodRawShape>(schema: z.ZodObject<Shape>) =>
  schema.extend(MessageSchema.shape);
