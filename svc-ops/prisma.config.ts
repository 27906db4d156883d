import { defineConfig } from 'prisma/config';
import { prismaCliConfig } from '@vip/contracts/prisma-cli';

export default defineConfig(prismaCliConfig(__dirname));
