import { Controller, Get, Param, Put, Res, UseFilters, UseInterceptors } from '@nestjs/common';
import { FormFile, fileUpload } from '../files/multipart.js';
import type { UploadedFile } from '../files/upload.js';
import { type Profile, type ProfileEdit, profileEditSchema } from '@mizan/domain/auth';
import { LIMITS } from '@mizan/domain/limits';
import type { FastifyReply } from 'fastify';
import type { RequestAuth } from '../auth/session.store.js';
import { Authenticated } from '../common/access.decorator.js';
import { CurrentAuth, ValidBody } from '../common/request.decorators.js';
import { UploadFilter } from '../files/upload.filter.js';
import { IMAGE_UPLOAD } from './image-check.js';
import { UsersService } from './users.service.js';

@Controller('api/users/:username')
export class UsersController {
  constructor(private readonly users: UsersService) {}

  @Get('profile')
  @Authenticated()
  profile(@CurrentAuth() auth: RequestAuth, @Param('username') username: string): Promise<Profile> {
    return this.users.profile(auth, username);
  }

  @Put('profile')
  @Authenticated()
  update(
    @CurrentAuth() auth: RequestAuth,
    @Param('username') username: string,
    @ValidBody(profileEditSchema) body: ProfileEdit,
  ): Promise<Profile> {
    return this.users.update(auth, username, body);
  }

  /** multipart/form-data, field "image": jpg, jpeg or png up to 1 MB (checked by content too). */
  @Put('image')
  @Authenticated()
  // One byte over the limit is enough to know it is too big; the form reader stops there.
  @UseInterceptors(fileUpload('image', { fileSize: LIMITS.profileImageMaxBytes + 1, files: 1 }))
  @UseFilters(new UploadFilter(IMAGE_UPLOAD))
  setImage(
    @CurrentAuth() auth: RequestAuth,
    @Param('username') username: string,
    @FormFile() file?: UploadedFile,
  ): Promise<Profile> {
    return this.users.setImage(auth, username, file);
  }

  @Get('image')
  @Authenticated()
  async image(@Param('username') username: string, @Res() res: FastifyReply): Promise<void> {
    const { mime, data } = await this.users.image(username);
    res.header('Content-Type', mime).header('Cache-Control', 'private, max-age=86400').send(data);
  }
}
