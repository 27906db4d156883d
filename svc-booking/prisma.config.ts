import { defineConfig } from 'prisma/config';
import { prismaCliConfig } from '@vip/platform/prisma-cli';

export default defineConfig(prismaCliConfig(__dirname));
