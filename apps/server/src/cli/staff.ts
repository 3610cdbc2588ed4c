/**
 * `npm run staff -- <command>`: the shop's staff accounts from the server's command line, for what
 * the back office cannot do for itself: the first owner of a shop started without the demo staff
 * (SEED_DEMO_STAFF=false), or an owner who lost their password or authenticator.
 *
 *   add --email E --name N [--role owner]   a new staff member (role: owner, catalogue-manager,
 *                                           order-manager, support)
 *   set-password --email E                  a new password; their sessions end
 *   reset-totp --email E                    turns their second factor off
 *   list                                    every account
 *
 * The password comes from STAFF_PASSWORD, else from standard input (one line) when it is not a
 * terminal, else it is asked for twice without being shown. It reads the same settings as the
 * server (DATABASE_URL or the embedded database in DATA_DIR, JWT_SECRET) and prepares the database
 * as a start does. On the embedded database stop the shop first: PGlite is one process's alone.
 * Each change is in the audit trail, marked as made from the command line.
 */
import { parseArgs } from 'node:util';
import { createInterface } from 'node:readline/promises';
import { NewPasswordSchema } from '@storefront/contracts';
import { ConfigError, loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { AppError } from '../lib/errors.ts';
import { createMemoryRateCounter } from '../lib/rate-counter.ts';
import { createStaffAndAudit } from '../modules/index.ts';
import { createFileStorage } from '../modules/files/index.ts';
import { STAFF_ROLES, type StaffRole, type StaffService } from '../modules/staff/index.ts';
import { databaseTarget, prepareDatabase } from '../server.ts';

const print = (line: string) => process.stdout.write(`${line}\n`);

class UsageError extends Error {}

/** Reads a line from the terminal without showing it. */
async function askHidden(question: string): Promise<string> {
  process.stdout.write(question);
  process.stdin.setRawMode(true);
  process.stdin.resume();
  let answer = '';
  try {
    for await (const chunk of process.stdin) {
      for (const char of String(chunk)) {
        if (char === '\u0003') throw new UsageError('Cancelled.');
        if (char === '\r' || char === '\n') return answer;
        answer = char === '\u007f' ? answer.slice(0, -1) : answer + char;
      }
    }
    return answer;
  } finally {
    process.stdin.setRawMode(false);
    process.stdin.pause();
    process.stdout.write('\n');
  }
}

async function newPassword(): Promise<string> {
  let password = process.env.STAFF_PASSWORD;
  if (password === undefined && !process.stdin.isTTY) {
    const lines = createInterface({ input: process.stdin });
    for await (const line of lines) {
      password = line;
      break;
    }
    lines.close();
  }
  if (password === undefined) {
    password = await askHidden('New password: ');
    if ((await askHidden('The same password again: ')) !== password) throw new UsageError('The passwords differ.');
  }
  const checked = NewPasswordSchema.safeParse(password);
  if (!checked.success) throw new UsageError(`Password: ${checked.error.issues[0]!.message}`);
  return checked.data;
}

async function accountId(staff: StaffService, email: string): Promise<string> {
  const account = await staff.findByEmail(email);
  if (!account) throw new UsageError(`No staff member has the e-mail ${email}.`);
  return account.id;
}

/** What a command does once the database is open; its arguments and password are checked before. */
type Command = (staff: StaffService) => Promise<void>;

async function parseCommand(
  command: string | undefined,
  options: Record<string, string | undefined>,
): Promise<Command> {
  const email = () => {
    if (!options.email) throw new UsageError('--email is required.');
    return options.email;
  };
  switch (command) {
    case 'add': {
      const role = (options.role ?? 'owner') as StaffRole;
      if (!STAFF_ROLES.includes(role)) throw new UsageError(`--role is one of ${STAFF_ROLES.join(', ')}.`);
      if (!options.name?.trim()) throw new UsageError('--name is required.');
      const account = { email: email(), name: options.name, role, password: await newPassword() };
      return async (staff) => {
        const added = await staff.createAccount('command-line', account);
        print(`Added ${added.name} <${added.email}> as ${added.role}. Sign in at /admin/login.`);
      };
    }
    case 'set-password': {
      const [address, password] = [email(), await newPassword()];
      return async (staff) => {
        await staff.setPassword('command-line', await accountId(staff, address), password);
        print(`Password set for ${address}; their sessions have ended.`);
      };
    }
    case 'reset-totp': {
      const address = email();
      return async (staff) => {
        await staff.resetTotp('command-line', await accountId(staff, address));
        print(`Two-step sign-in is off for ${address}; they can turn it on again on their account page.`);
      };
    }
    case 'list':
      return async (staff) => {
        for (const account of await staff.list())
          print(
            [
              account.email,
              account.name,
              account.role,
              account.totpEnabled ? 'TOTP' : '',
              account.disabled ? 'disabled' : '',
            ]
              .filter(Boolean)
              .join('\t'),
          );
      };
    default:
      throw new UsageError('Commands: add, set-password, reset-totp, list (see apps/server/src/cli/staff.ts).');
  }
}

try {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { email: { type: 'string' }, name: { type: 'string' }, role: { type: 'string' } },
  });
  const command = await parseCommand(positionals[0], values);
  const config = loadConfig();
  const database = await openDatabase(databaseTarget(config));
  const storage = await createFileStorage(config.fileStorage);
  try {
    await prepareDatabase(database, config, storage, print);
    const { staff } = createStaffAndAudit(database.db, config, createMemoryRateCounter());
    await command(staff);
  } finally {
    storage.close();
    await database.close();
  }
} catch (error) {
  if (error instanceof UsageError || error instanceof ConfigError || error instanceof AppError) {
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
  throw error;
}
