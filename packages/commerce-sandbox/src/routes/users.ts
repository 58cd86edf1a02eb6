import { z } from 'zod';
import { iso, requireUser, respond, type SandboxContext } from '../context.js';
import { compile, compileWithPrepare, parse, type Route } from '../http.js';
import { notFound, OccError } from '../errors.js';
import { hashPassword } from '../passwords.js';
import { refuseQueryCredentials } from '../query-credentials.js';

interface UserRow {
  uid: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  data: string;
  created_at: string;
}

export const passwordSchema = z.string().min(8).max(100);

/**
 * Brand-named fields (docs/product/commerce-api.md §1.4: `my{Brand}TermsAccepted`, `hasMy{Brand}`,
 * `my{Brand}Id`) are stored under neutral names and answered under the request's brand.
 */
function brandFlag(input: Record<string, unknown>, pattern: RegExp): boolean | undefined {
  for (const [key, value] of Object.entries(input)) {
    if (pattern.test(key) && typeof value === 'boolean') return value;
  }
  return undefined;
}

const registerSchema = z.looseObject({
  email: z.email().max(200),
  name: z.string().trim().min(1).max(100),
  surname: z.string().trim().min(1).max(100),
  secondLastName: z.string().max(100).optional(),
  password: passwordSchema,
  phone: z.string().max(30).optional(),
  birthDate: z.iso.date().optional(),
  subscribedToNewsletter: z.boolean().optional(),
  nationalId: z.string().max(30).optional(),
  reCaptchaToken: z.string().max(5000).optional(),
});

const updateSchema = z.looseObject({
  firstName: z.string().trim().min(1).max(100).optional(),
  lastName: z.string().trim().min(1).max(100).optional(),
  secondLastName: z.string().max(100).optional(),
  email: z.email().max(200).optional(),
  phone: z.string().max(30).optional(),
  birthDate: z.iso.date().optional(),
  nationalId: z.string().max(30).optional(),
});

export function userRow(ctx: SandboxContext, uid: string): UserRow {
  const row = ctx.db.prepare<[string], UserRow>('SELECT * FROM users WHERE uid = ?').get(uid);
  if (!row) throw notFound('UnknownIdentifierError', `Cannot find user with uid '${uid}'`, uid);
  return row;
}

/** The user in the shape of docs/product/accounts.md §1.1 ("User"). */
export function userView(ctx: SandboxContext, row: UserRow): Record<string, unknown> {
  const data = JSON.parse(row.data) as Record<string, unknown>;
  const { hasMembership, membershipId, ...rest } = data;
  const address = ctx.db
    .prepare<[string], { data: string }>(
      'SELECT data FROM addresses WHERE user_uid = ? AND is_default = 1',
    )
    .get(row.uid);
  const loyalty = ctx.db
    .prepare<[string], { level: number; points: number; data: string }>(
      'SELECT level, points, data FROM loyalty_accounts WHERE user_uid = ?',
    )
    .get(row.uid);
  const loyaltyData = loyalty
    ? (JSON.parse(loyalty.data) as {
        freeShippingMax?: number;
        freeShippingRemaining?: number;
        levels?: { order: number; name: string; totalPoints: number }[];
      })
    : undefined;
  const next = loyaltyData?.levels?.find((l) => l.order === (loyalty?.level ?? 0) + 1);
  const orders = ctx.db
    .prepare<[string], { first: string | null; last: string | null }>(
      'SELECT MIN(code) AS first, MAX(code) AS last FROM orders WHERE user_uid = ?',
    )
    .get(row.uid);
  return {
    uid: row.uid,
    id: row.uid,
    firstName: row.first_name,
    lastName: row.last_name,
    name: `${row.first_name} ${row.last_name}`,
    fullName: `${row.first_name} ${row.last_name}`,
    email: row.uid,
    displayUid: row.uid,
    displayEmail: row.uid,
    registerDate: row.created_at,
    ...rest,
    [`hasMy${ctx.brand}`]: hasMembership === true,
    [`my${ctx.brand}Id`]: membershipId ?? null,
    userGroupId: data['employee']
      ? 'employeegroup'
      : loyalty
        ? `loyalty-level-${loyalty.level}`
        : 'customergroup',
    defaultAddress: address ? (JSON.parse(address.data) as unknown) : null,
    freeShippingMax: loyaltyData?.freeShippingMax ?? 0,
    freeShippingRemaining: loyaltyData?.freeShippingRemaining ?? 0,
    loyalty: loyalty
      ? {
          currentLoyaltyLevel: loyalty.level,
          nextLevelName: next?.name ?? null,
          valueForNextLevel: next ? Math.max(0, next.totalPoints - loyalty.points) : 0,
        }
      : null,
    ...(orders?.first ? { firstOrderCode: orders.first, lastOrderCode: orders.last } : {}),
  };
}

const U = '/users/{userId}';

function refuseDuplicate(ctx: SandboxContext, uid: string): void {
  if (ctx.db.prepare('SELECT 1 FROM users WHERE uid = ?').get(uid)) {
    throw OccError.of(400, {
      type: 'DuplicateUidError',
      message: uid,
      reason: 'duplicateUid',
      subject: 'email',
      errorCode: 'users-user.duplicateUid-002',
    });
  }
}

/**
 * docs/product/accounts.md §3.6: a phone already on another account is its own registration error.
 */
function refuseDuplicatePhone(ctx: SandboxContext, phone: string | undefined): void {
  const wanted = phone?.replace(/[\s-]/g, '') ?? '';
  if (wanted === '') return;
  const taken = ctx.db
    .prepare<[string], { uid: string }>(
      "SELECT uid FROM users WHERE replace(replace(json_extract(data, '$.phone'), ' ', ''), '-', '') = ?",
    )
    .get(wanted);
  if (taken) {
    throw OccError.of(400, {
      type: 'DuplicateUidError',
      message: 'The phone number is already registered',
      reason: 'duplicateUid',
      subject: 'phone',
      errorCode: 'users-user.duplicateUid-005',
    });
  }
}

/**
 * Registration and the user (docs/product/commerce-api.md §3); password flows are in passwords.ts.
 */
export const userRoutes: Route<SandboxContext>[] = [
  // The password is hashed before the transaction (off the event loop); a duplicate is
  // refused before hashing, and again inside in case it registered meanwhile.
  compileWithPrepare(
    'POST',
    '/users',
    async (ctx) => {
      refuseQueryCredentials(ctx.query, ['password']);
      const input = parse(registerSchema, ctx.body);
      const uid = input.email.toLowerCase();
      refuseDuplicate(ctx, uid);
      refuseDuplicatePhone(ctx, input.phone);
      return { input, uid, hash: await hashPassword(input.password, ctx.passwords.cost) };
    },
    (ctx, _p, { input, uid, hash }) => {
      refuseDuplicate(ctx, uid);
      refuseDuplicatePhone(ctx, input.phone);
      const {
        name,
        surname,
        secondLastName,
        phone,
        birthDate,
        subscribedToNewsletter,
        nationalId,
      } = input;
      const rest = { secondLastName, phone, birthDate, subscribedToNewsletter, nationalId };
      ctx.db
        .prepare(
          'INSERT INTO users (uid, password_hash, first_name, last_name, data, created_at) VALUES (?, ?, ?, ?, ?, ?)',
        )
        .run(
          uid,
          hash,
          name,
          surname,
          JSON.stringify({
            ...rest,
            hasMembership: brandFlag(input, /^my[A-Za-z0-9]+TermsAccepted$/) === true,
            employee: false,
          }),
          iso(ctx),
        );
      return respond(201, userView(ctx, userRow(ctx, uid)));
    },
  ),
  compile('GET', U, (ctx, p) => userView(ctx, userRow(ctx, requireUser(ctx, p['userId'] ?? '')))),
  ...(['PUT', 'PATCH'] as const).map((method) =>
    compile<SandboxContext>(method, U, (ctx, p) => {
      const uid = requireUser(ctx, p['userId'] ?? '');
      const input = parse(updateSchema, ctx.body);
      const row = userRow(ctx, uid);
      const { firstName, lastName, secondLastName, phone, birthDate, nationalId } = input;
      const membership = brandFlag(input, /^hasMy[A-Za-z0-9]+$/);
      const changes = Object.fromEntries(
        Object.entries({
          secondLastName,
          phone,
          birthDate,
          nationalId,
          hasMembership: membership,
        }).filter(([, v]) => v !== undefined),
      );
      const data = { ...(JSON.parse(row.data) as object), ...changes };
      ctx.db
        .prepare('UPDATE users SET first_name = ?, last_name = ?, data = ? WHERE uid = ?')
        .run(firstName ?? row.first_name, lastName ?? row.last_name, JSON.stringify(data), uid);
      return userView(ctx, userRow(ctx, uid));
    }),
  ),
];
