import type { EstimateClaimType, EstimateCodeType } from './rules.js';
import { claimTypeOfCodeType } from './rules.js';

/**
 * One shoppable procedure of the catalogue: plain words for a member, the code that prices it and
 * its code type (inpatient DRG, outpatient APC, professional HCPCS).
 */
export interface EstimateProcedure {
  codeType: EstimateCodeType;
  code: string;
  claimType: EstimateClaimType;
  /** Plain-language name, as a member would search for it. */
  name: string;
  /** Other words a member may type (lower case). */
  keywords: readonly string[];
}

const entry = (
  codeType: EstimateCodeType,
  code: string,
  name: string,
  keywords: readonly string[],
): EstimateProcedure => ({ codeType, code, claimType: claimTypeOfCodeType[codeType], name, keywords });

/**
 * Common shoppable services (45 CFR 147.211 asks for plain-language terms) with the code each is
 * priced by. Only codes the shipped CMS files hold (docs/decisions/0102): DRGs of the Inpatient Top
 * 100 DRGs FY2011 (and the 2022 New York file), APCs of the comprehensive APC files CY2015/2016,
 * HCPCS of the Physician and Other Supplier files. The tests check each code against those files.
 */
export const estimateProcedures: readonly EstimateProcedure[] = [
  entry('DRG', '470', 'Knee or hip replacement (hospital stay)', [
    'joint',
    'knee',
    'hip',
    'replacement',
    'arthroplasty',
  ]),
  entry('DRG', '460', 'Spinal fusion, back (hospital stay)', ['spine', 'back', 'fusion', 'lumbar']),
  entry('DRG', '473', 'Spinal fusion, neck (hospital stay)', ['spine', 'neck', 'fusion', 'cervical']),
  entry('DRG', '247', 'Heart stent, drug-coated (hospital stay)', [
    'heart',
    'stent',
    'angioplasty',
    'cardiac',
  ]),
  entry('DRG', '244', 'Pacemaker implant (hospital stay)', ['heart', 'pacemaker', 'cardiac']),
  entry('DRG', '419', 'Gallbladder removal, keyhole (hospital stay)', [
    'gallbladder',
    'cholecystectomy',
    'laparoscopic',
  ]),
  entry('DRG', '491', 'Back or neck surgery without fusion (hospital stay)', [
    'back',
    'neck',
    'spine',
    'disc',
  ]),
  entry('APC', '5361', 'Keyhole abdominal surgery, level 1 (outpatient)', [
    'laparoscopy',
    'laparoscopic',
    'abdominal',
    'hernia',
  ]),
  entry('APC', '5123', 'Bone or joint surgery, level 3 (outpatient)', [
    'musculoskeletal',
    'orthopedic',
    'joint',
    'arthroscopy',
  ]),
  entry('APC', '5124', 'Bone or joint surgery, level 4 (outpatient)', [
    'musculoskeletal',
    'orthopedic',
    'joint',
  ]),
  entry('APC', '5191', 'Blood vessel procedure through a catheter, level 1 (outpatient)', [
    'endovascular',
    'catheter',
    'vessel',
  ]),
  entry('APC', '5222', 'Pacemaker procedure, level 2 (outpatient)', ['pacemaker', 'heart', 'cardiac']),
  entry('APC', '5415', 'Gynecologic surgery, level 5 (outpatient)', ['gynecologic', 'gynecology', 'women']),
  entry('APC', '8011', 'Hospital observation stay (outpatient)', ['observation', 'hospital']),
  entry('HCPCS', '99213', 'Office visit, established patient, low complexity', [
    'doctor',
    'office',
    'visit',
    'checkup',
  ]),
  entry('HCPCS', '99214', 'Office visit, established patient, moderate complexity', [
    'doctor',
    'office',
    'visit',
  ]),
  entry('HCPCS', '99203', 'Office visit, new patient, low complexity', ['doctor', 'office', 'visit', 'new']),
  entry('HCPCS', '99285', 'Emergency room visit by a doctor, highest severity', [
    'emergency',
    'er',
    'doctor',
  ]),
];

/** The catalogue entry of a code, or undefined for a code the catalogue does not list. */
export function estimateProcedureOf(codeType: EstimateCodeType, code: string): EstimateProcedure | undefined {
  return estimateProcedures.find((procedure) => procedure.codeType === codeType && procedure.code === code);
}

/**
 * The catalogue entries matching `search`: every word of it (case-insensitive) must start a word of
 * the name or a keyword, or the text must be the start of the code (`47`, `DRG 470`). An empty
 * search lists the whole catalogue, in catalogue order.
 */
export function searchEstimateProcedures(search: string): EstimateProcedure[] {
  const words = search
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== '');
  if (words.length === 0) return [...estimateProcedures];
  return estimateProcedures.filter((procedure) => {
    const haystack = [
      ...procedure.name.toLowerCase().split(/[^a-z0-9]+/),
      ...procedure.keywords,
      procedure.codeType.toLowerCase(),
    ];
    return words.every(
      (word) =>
        procedure.code.toLowerCase().startsWith(word) || haystack.some((part) => part.startsWith(word)),
    );
  });
}
