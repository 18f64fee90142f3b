import { uploadResume as uploadResumeEndpoint } from "@site/contract/api/profile";
import { useMutation } from "@tanstack/react-query";
import { post } from "../../../lib/api-client";
import { requireAccessToken } from "../access-token";

export interface ResumeUpload {
  fileName: string;
  /** The file as a `data:<type>;base64,…` URL. */
  resumeData: string;
}

/** POST /api/upload_resume: replaces the candidate's resume; answers a signed link to it. */
export function uploadResume({ fileName, resumeData }: ResumeUpload): Promise<{ url: string }> {
  return post(
    uploadResumeEndpoint.path,
    { accessToken: requireAccessToken(), fileName, resume_data: resumeData },
    uploadResumeEndpoint.response,
  );
}

export function useUploadResume() {
  return useMutation({ mutationFn: uploadResume });
}
