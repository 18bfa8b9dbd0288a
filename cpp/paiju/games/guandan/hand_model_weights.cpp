// The hand model's trained weights (hand_model.bin, made by benchmarks/hand_model/train.py;
// docs/hand-model.md gives the command and seed), embedded as read-only data.
#ifndef PAIJU_SOURCE_DIR
#error "PAIJU_SOURCE_DIR must name the cpp/ folder (CMakeLists.txt sets it)"
#endif

asm(".section .rodata\n"
    ".balign 16\n"
    ".global paiju_guandan_hand_model_begin\n"
    "paiju_guandan_hand_model_begin:\n"
    ".incbin \"" PAIJU_SOURCE_DIR "/paiju/games/guandan/hand_model.bin\"\n"
    ".global paiju_guandan_hand_model_end\n"
    "paiju_guandan_hand_model_end:\n"
    ".previous\n");
