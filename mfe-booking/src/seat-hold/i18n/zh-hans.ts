import type { MessageTable } from '@vip/ui';

export const SEAT_HOLD_ZH_HANS: MessageTable = {
  'booking.seatHold.region': '为您保留的名额',
  'booking.seatHold.holding': '我们将为您保留名额 {time}',
  'booking.seatHold.started': '我们将为您保留名额 {minutes} 分钟。如需更多时间，可暂停计时。',
  'booking.seatHold.minutesLeft': '还剩 {minutes} 分钟完成预订。',
  'booking.seatHold.lastSeconds': '还剩 {seconds} 秒完成预订。如需更多时间，请暂停计时。',
  'booking.seatHold.paused': '计时已暂停，剩余 {time}。暂停期间我们最多为您保留名额 {minutes} 分钟。',
  'booking.seatHold.resumed': '计时已恢复：我们将为您保留名额 {time}。',
  'booking.seatHold.pausedAt': '计时暂停于 {time}',
  'booking.seatHold.pausedDetails': '计时暂停期间，您的名额仍会保留，最长 {minutes} 分钟。',
  'booking.seatHold.runningDetails': '标有“即时确认”的服务在您提交预订后立即确认。',
  'booking.seatHold.endedTitle': '名额保留已结束',
  'booking.seatHold.ended':
    '我们已不再为您保留名额。您可以重新保留，或按原样提交预订：如仍有空位将立即确认，否则将作为申请，我们会在 {hours} 小时内确认。',
  'booking.seatHold.endedAnnouncement': '名额保留已结束。{details}',
  'booking.seatHold.holdAgain': '重新保留',
  'booking.seatHold.pause': '暂停计时',
  'booking.seatHold.resume': '继续',
  'booking.seatHold.noPause': '计时已无法再暂停',
  'booking.seatHold.itemHeld': '即时确认',
  'booking.seatHold.itemSoldOut': '申请：我们将在 {hours} 小时内确认（该时段的即时确认名额已满）',
  'booking.seatHold.itemRequest': '申请：我们将在 {hours} 小时内确认',
  'booking.seatHold.problem.changeFailed': '无法更改计时，请重试。',
  'booking.seatHold.problem.ended': '此保留已结束。请重新保留名额。',
  'booking.seatHold.problem.noPauseLeft': '计时已无法再暂停；您的名额将保留至倒计时结束。',
  'booking.seatHold.problem.notMoved':
    '新时间已无可即时确认的名额，因此我们保留了您之前选择的名额。改回原时间即可保留，或将预订作为申请提交。',
};
