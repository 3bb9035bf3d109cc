#!/usr/bin/env node
/**
 * `npm run owners -- add|remove <email>` and `npm run owners -- list`: gives or
 * takes away the owner role (custom claim `owner: true`) with the Admin SDK.
 * Nobody can grant it from the site: only someone holding the project's
 * service-account key (or running the local emulators) can run this.
 *
 * Removing the role also revokes the user's sessions, so the desk refuses their
 * current token at once instead of when it expires (the API verifies tokens
 * with revocation checks). A new role is seen at the next sign-in or token refresh.
 */
import {initializeApp} from 'firebase-admin/app';
import {getAuth} from 'firebase-admin/auth';
import {DEMO_PROJECT} from './lib/emulators.mjs';
import {claimsWithOwner, isOwnerClaims, ownerTarget, parseOwnerArgs} from './lib/ownerClaims.mjs';

const args = parseOwnerArgs(process.argv.slice(2));
if (!args.ok) {
  console.error(args.error);
  process.exit(2);
}
const target = ownerTarget(process.env, DEMO_PROJECT);
if (!target.ok) {
  console.error(target.error);
  process.exit(2);
}
initializeApp(target.projectId ? {projectId: target.projectId} : undefined);
const auth = getAuth();
const where =
  target.kind === 'emulator' ? `emulator (${target.projectId})` : `dự án ${target.projectId ?? 'theo tệp khóa'}`;

try {
  if (args.command === 'list') {
    const owners = [];
    let pageToken;
    do {
      const page = await auth.listUsers(1000, pageToken);
      for (const user of page.users) if (isOwnerClaims(user.customClaims)) owners.push(user);
      pageToken = page.pageToken;
    } while (pageToken);
    console.log(`Chủ khóa học trên ${where}: ${owners.length}`);
    for (const user of owners) {
      console.log(
        `  ${user.email ?? '(không có email)'}${user.emailVerified ? '' : ' (email chưa xác minh: bàn quản trị sẽ từ chối)'}`,
      );
    }
  } else {
    const user = await auth.getUserByEmail(args.email);
    const owner = args.command === 'add';
    await auth.setCustomUserClaims(user.uid, claimsWithOwner(user.customClaims, owner));
    if (!owner) await auth.revokeRefreshTokens(user.uid);
    console.log(
      owner
        ? `Đã cấp quyền chủ khóa học cho ${args.email} trên ${where}. Người này cần đăng nhập lại để quyền có hiệu lực.`
        : `Đã thu quyền chủ khóa học của ${args.email} trên ${where} và đăng xuất mọi phiên của họ.`,
    );
    if (owner && !user.emailVerified) {
      console.log(
        'Lưu ý: email của tài khoản này chưa được xác minh, nên bàn quản trị vẫn từ chối cho tới khi xác minh.',
      );
    }
  }
} catch (error) {
  if (error?.code === 'auth/user-not-found') {
    console.error(`Không có tài khoản nào với email ${args.email}: người đó cần đăng nhập trang một lần trước.`);
  } else {
    console.error(`Không thực hiện được: ${error?.message ?? error}`);
  }
  process.exit(1);
}
